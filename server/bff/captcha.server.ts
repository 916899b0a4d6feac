import { CAPTCHA_FIELD, CAPTCHA_REQUIRED_MESSAGE } from "~/contract/login-values";
import { passesHumanCheck } from "./altcha.server";
import { getEnv } from "./env.server";

/**
 * The human check (spec 01 section 5; captcha actions "login" and "compiler"). Two ways to ask:
 *
 * - **always** (`enabled`): every form of a captcha action carries it and its token goes upstream
 *   as X-CAPTCHA, which the upstream judges (the "test" checkbox; a hosted provider would be here).
 * - **when needed** (`escalates`): the login shows it only when a limit shared with others calls
 *   for it (issue 41): ALTCHA, whose solution the BFF judges and spends itself before forwarding.
 *
 * A provider adds an entry here (its widget, its check) without touching the login flow.
 */
export type CaptchaProviderId = "off" | "test" | "altcha";

export interface CaptchaProvider {
  id: CaptchaProviderId;
  /** Every form of a captcha action asks for a token (the spec's "when enabled"). */
  enabled: boolean;
  /** A visitor can pass a check: the login escalates to it rather than refusing. */
  escalates: boolean;
  /** The form field the widget fills in. */
  field: string;
  /** An always-asked provider's token of a posted form (forwarded as is), or undefined. */
  tokenFrom(form: FormData): string | undefined;
  /**
   * The login's check: the posted token when it passes (ALTCHA: verified and spent here), else
   * undefined; `posted` says whether a token came at all (a failed one is told to the visitor).
   */
  passedToken(form: FormData): Promise<{ token?: string; posted: boolean }>;
}

export { CAPTCHA_FIELD, CAPTCHA_REQUIRED_MESSAGE };

function fieldToken(form: FormData): string | undefined {
  const value = form.get(CAPTCHA_FIELD);
  if (typeof value !== "string") return undefined;
  const token = value.trim();
  return token && token.length <= 4096 ? token : undefined;
}

const providers: Record<CaptchaProviderId, CaptchaProvider> = {
  off: {
    id: "off",
    enabled: false,
    escalates: false,
    field: CAPTCHA_FIELD,
    tokenFrom: () => undefined,
    passedToken: async () => ({ posted: false }),
  },
  /** A checkbox whose value is the token: lets tests and local runs exercise the flow. */
  test: {
    id: "test",
    enabled: true,
    escalates: true,
    field: CAPTCHA_FIELD,
    tokenFrom: fieldToken,
    passedToken: async (form) => {
      const token = fieldToken(form);
      return { token, posted: token !== undefined };
    },
  },
  /**
   * ALTCHA (decision 061): asked only when needed, so no form of another action carries it and
   * nothing unverified goes upstream; the login judges the solution before it forwards it.
   */
  altcha: {
    id: "altcha",
    enabled: false,
    escalates: true,
    field: CAPTCHA_FIELD,
    tokenFrom: () => undefined,
    passedToken: async (form) => {
      const token = fieldToken(form);
      if (token === undefined) return { posted: false };
      return (await passesHumanCheck(token)) ? { token, posted: true } : { posted: true };
    },
  },
};

export function captchaProvider(id: CaptchaProviderId = getEnv().CAPTCHA_PROVIDER) {
  return providers[id];
}

/** The value the test provider's checkbox posts. */
export const TEST_CAPTCHA_TOKEN = "test-captcha-pass";
