import { useRouteLoaderData } from "@remix-run/react";

interface RootPracticeData {
  csrfToken?: unknown;
  user?: unknown;
  login?: { captcha?: unknown; captchaTestToken?: unknown };
}

const useRootData = () => useRouteLoaderData("root") as RootPracticeData | undefined;

/**
 * The CSRF token of the root loader, read directly rather than through the shared helpers: the
 * practice chunks then share no module with the page bundle, and the bundle of "/" does not split
 * into more (and so larger, gzipped one by one) chunks because of them (tests/budget).
 */
export function useRootCsrf(): string {
  const data = useRootData();
  return typeof data?.csrfToken === "string" ? data.csrfToken : "";
}

/**
 * The human check of compiler runs and code shares (spec 02 section 5, captcha action
 * "compiler"): the provider the root names, and the test provider's token.
 */
export function useRootCaptcha(): { enabled: boolean; testToken: string } {
  const login = useRootData()?.login;
  const mode = typeof login?.captcha === "string" ? login.captcha : "off";
  const token = typeof login?.captchaTestToken === "string" ? login.captchaTestToken : "";
  return { enabled: mode !== "off", testToken: token };
}

/** Whether a learner is logged in (the root names the user; never the token). */
export function useRootLoggedIn(): boolean {
  return Boolean(useRootData()?.user);
}
