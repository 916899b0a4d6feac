import { getEnv, type Env } from "../env.server";

/**
 * The origins the hosted card checkout needs in the CSP: its script's origin, which also opens
 * the checkout frame and calls home. Nothing at all with the test gateway (no network).
 */
export function paymentCspOrigins(
  env: Pick<Env, "PAYMENT_PROVIDER" | "PAYMENT_SCRIPT_URL"> = getEnv(),
): string[] {
  if (env.PAYMENT_PROVIDER !== "hosted-card" || !env.PAYMENT_SCRIPT_URL) return [];
  try {
    return [new URL(env.PAYMENT_SCRIPT_URL).origin];
  } catch {
    return [];
  }
}
