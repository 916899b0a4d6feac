/**
 * A signed-in learner for the bench (issue 33): logs in by passcode over HTTP as a browser without
 * JavaScript does (the platform's test mode hands out the code), and answers the Cookie header
 * that browser then sends. Run as a script, it prints that header (for ad-hoc load and profiles).
 */
import type { Stack } from "../support/stack";
import { Browser, loginByOtp } from "../integration/auth/browser";

export async function signedInCookie(
  bffUrl: string,
  platformUrl: string,
  email: string,
): Promise<string> {
  const stack = { bffUrl, platformUrl } as Stack;
  const browser = new Browser(stack);
  const res = await loginByOtp(browser, stack, email);
  if (res.status !== 200) throw new Error(`signing in ${email}: ${res.status}`);
  if (![...browser.cookies.keys()].some((name) => name.startsWith("cl_session")))
    throw new Error(`signing in ${email}: no session cookie (${[...browser.cookies.keys()]})`);
  return [...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

if (require.main === module) {
  const [bffUrl, platformUrl, email = "learner@example.com"] = process.argv.slice(2);
  signedInCookie(bffUrl, platformUrl, email).then(
    (cookie) => console.log(cookie),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
