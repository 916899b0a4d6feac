import { CAPTCHA_REQUIRED_MESSAGE } from "~/contract/login";
import { getEnv } from "./env.server";

/**
 * The human check of login forms (spec 01 section 5; captcha action "login"). The BFF only asks
 * for a token and forwards it as X-CAPTCHA; the upstream judges it. A real provider adds an
 * entry here (its widget script, its field name) without touching the login flow.
 */
export type CaptchaProviderId = "off" | "test";

export interface CaptchaProvider {
  id: CaptchaProviderId;
  /** Whether a token is asked for at all. */
  enabled: boolean;
  /** The form field the widget fills in. */
  field: string;
  /** The token of a posted form, or undefined when the check was not done. */
  tokenFrom(form: FormData): string | undefined;
}

export const CAPTCHA_FIELD = "captchaToken";
export { CAPTCHA_REQUIRED_MESSAGE };

function fieldToken(form: FormData): string | undefined {
  const value = form.get(CAPTCHA_FIELD);
  if (typeof value !== "string") return undefined;
  const token = value.trim();
  return token && token.length <= 4096 ? token : undefined;
}

const providers: Record<CaptchaProviderId, CaptchaProvider> = {
  off: { id: "off", enabled: false, field: CAPTCHA_FIELD, tokenFrom: () => undefined },
  /** A checkbox whose value is the token: lets tests and local runs exercise the flow. */
  test: { id: "test", enabled: true, field: CAPTCHA_FIELD, tokenFrom: fieldToken },
};

export function captchaProvider(id: CaptchaProviderId = getEnv().CAPTCHA_PROVIDER) {
  return providers[id];
}

/** The value the test provider's checkbox posts. */
export const TEST_CAPTCHA_TOKEN = "test-captcha-pass";
