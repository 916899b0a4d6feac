import { solveChallenge } from "altcha-lib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CAPTCHA_FIELD, HUMAN_CHECK_PATH, LOGIN_CHECK_TEXTS } from "~/contract/login-values";
import { startStack, type Stack } from "../support/stack";
import { Browser } from "../integration/auth/browser";

/**
 * Issue 41, "nobody but the owner locks an account": the three ways a stranger locked anyone out,
 * replayed against the BFF and the reference platform over HTTP with the production defaults
 * (CAPTCHA_PROVIDER unset: ALTCHA; AUTH_RATE_LIMIT_* unset), forged client addresses behind
 * TRUST_PROXY and invented `cl_tid` devices. After each, the owner, from their own address and
 * device, signs in with the correct code: past a limit shared with others the human check takes
 * over, and without JavaScript the sign-in link does.
 */
const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";
let stack: Stack;

beforeAll(async () => {
  stack = await startStack(
    // A small proof of work keeps the tests quick; the protocol is the one production runs.
    { TRUST_PROXY: "true", SHOW_DEV_OTP: "true", ALTCHA_MAX_NUMBER: "5000" },
    { platform: { devOtp: true } },
  );
});
afterAll(async () => {
  await stack?.stop();
});
beforeEach(async () => {
  await fetch(`${stack.platformUrl}/__test/reset`, { method: "POST" });
});

let counter = 0;
/** A browser at this address with this device id (the cookie its script would write). */
function browserAt(address: string, device = `device-${++counter}-${Date.now()}`): Browser {
  const browser = new Browser(stack);
  browser.headers["x-forwarded-for"] = address;
  browser.cookies.set("cl_tid", device);
  return browser;
}

/**
 * A fresh victim and fresh addresses per test: the BFF's shared store keeps its 15-minute windows
 * across tests (the platform's reset does not reach it).
 */
let block = 0;
let VICTIM = "";
function addresses() {
  block++;
  VICTIM = `victim.${block}@example.com`;
  return { stranger: `203.0.${block}.66`, owner: `198.51.${block}.10` };
}

async function post(browser: Browser, fields: Record<string, string>) {
  if (!browser.cookies.has("cl_csrf")) await browser.get("/login");
  const res = await browser.post("/login", { csrf: browser.csrf(), returnTo: "/login", ...fields });
  return (await browser.follow(res)).text();
}
const askPasscode = (browser: Browser, email: string, extra: Record<string, string> = {}) =>
  post(browser, { intent: "OTP_REQUEST", channel: "email", email, ...extra });
const verify = (browser: Browser, otp: string, extra: Record<string, string> = {}) =>
  post(browser, { intent: "OTP_VERIFY", otp, ...extra });
const devOtpOf = (html: string) => /data-dev-otp="(\d{6})"/.exec(html)?.[1] ?? "";
const wrong = (code: string) => (code === "000000" ? "111111" : "000000");
const signedIn = (html: string) => html.includes("Account menu for");

/** What the owner's browser does when the check shows: fetch a challenge, solve it, post it. */
async function solveCheck(browser: Browser): Promise<string> {
  const res = await browser.get(HUMAN_CHECK_PATH);
  expect(res.status).toBe(200);
  const challenge = (await res.json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  };
  const solved = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  const payload = { ...challenge, number: solved!.number };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

/** The stranger asks for a passcode and guesses it wrong `times` times. */
async function guessWrong(stranger: Browser, times: number) {
  const page = await askPasscode(stranger, VICTIM);
  expect(page).toContain('data-login-step="otp"');
  const code = devOtpOf(page);
  for (let i = 0; i < times; i++)
    expect(await verify(stranger, wrong(code))).toContain("Incorrect passcode");
}

describe("issue 41: a stranger cannot lock the owner out", () => {
  it("(a) two passcodes asked from another address, five wrong guesses on each: the owner signs in", async () => {
    const at = addresses();
    const stranger = browserAt(at.stranger);
    await guessWrong(stranger, 5);
    await guessWrong(stranger, 5);
    // The stranger's own device is held: its next check of a code is refused.
    const again = await askPasscode(stranger, VICTIM);
    expect(await verify(stranger, devOtpOf(again))).toContain(TOO_MANY);

    const owner = browserAt(at.owner, "owners-own-phone");
    const step2 = await askPasscode(owner, VICTIM);
    expect(step2).toContain('data-login-step="otp"');
    const code = devOtpOf(step2);
    // Before issue 41: "Too many attempts. …". Now the human check takes over ...
    const asked = await verify(owner, code);
    expect(asked).not.toContain(TOO_MANY);
    expect(asked).toContain('data-human-check="altcha"');
    expect(asked).toContain(LOGIN_CHECK_TEXTS.needed);
    // ... which the owner passes, and the correct code signs them in.
    const done = await verify(owner, code, { [CAPTCHA_FIELD]: await solveCheck(owner) });
    expect(signedIn(done)).toBe(true);
  });

  it("(b) 20 passcode requests from one address with 4 invented devices: the owner signs in", async () => {
    const at = addresses();
    for (let device = 0; device < 4; device++) {
      const stranger = browserAt(at.stranger, `invented-${block}-${device}`);
      for (let i = 0; i < 5; i++) {
        expect(await askPasscode(stranger, VICTIM)).toContain('data-login-step="otp"');
      }
    }
    const owner = browserAt(at.owner, "owners-own-laptop");
    // Before issue 41: "Please wait a few minutes…" (no check to escalate to). Now the check.
    const asked = await askPasscode(owner, VICTIM);
    expect(asked).not.toContain(TOO_MANY);
    expect(asked).toContain('data-human-check="altcha"');
    expect(asked).toContain(`value="${VICTIM}"`);
    const step2 = await askPasscode(owner, VICTIM, { [CAPTCHA_FIELD]: await solveCheck(owner) });
    expect(step2).toContain('data-login-step="otp"');
    expect(signedIn(await verify(owner, devOtpOf(step2)))).toBe(true);
  });

  it("(c) 10 wrong guesses from one address: the web server asks the owner for the check, not to wait", async () => {
    const at = addresses();
    // Spread over two invented devices, as a stranger would to dodge a per-device limit.
    await guessWrong(browserAt(at.stranger, `c-device-${block}-1`), 5);
    await guessWrong(browserAt(at.stranger, `c-device-${block}-2`), 5);
    const owner = browserAt(at.owner, "owners-own-tablet");
    const code = devOtpOf(await askPasscode(owner, VICTIM));
    const asked = await verify(owner, code);
    expect(asked).not.toContain(TOO_MANY);
    expect(asked).toContain('data-human-check="altcha"');
    const done = await verify(owner, code, { [CAPTCHA_FIELD]: await solveCheck(owner) });
    expect(signedIn(done)).toBe(true);
  });

  it("a solution is good once: replayed, forged or missing, the check is asked again", async () => {
    const at = addresses();
    await guessWrong(browserAt(at.stranger), 5);
    await guessWrong(browserAt(at.stranger), 5);
    const owner = browserAt(at.owner);
    const code = devOtpOf(await askPasscode(owner, VICTIM));
    const solution = await solveCheck(owner);
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(solution, "base64").toString()), number: 1 }),
    ).toString("base64");
    const refused = await verify(owner, code, { [CAPTCHA_FIELD]: forged });
    expect(refused).toContain('data-human-check="altcha"');
    expect(refused).toContain("Please complete the human check.");
    // A stranger who saw the owner's solution cannot use it after the owner did.
    expect(signedIn(await verify(owner, code, { [CAPTCHA_FIELD]: solution }))).toBe(true);
    const thief = browserAt(at.stranger);
    const theirs = devOtpOf(await askPasscode(thief, VICTIM));
    expect(await verify(thief, theirs, { [CAPTCHA_FIELD]: solution })).toContain(
      "Please complete the human check.",
    );
  });

  it("without JavaScript the owner is offered a sign-in link, which signs in once", async () => {
    const at = addresses();
    await guessWrong(browserAt(at.stranger), 5);
    await guessWrong(browserAt(at.stranger), 5);
    const owner = browserAt(at.owner);
    const code = devOtpOf(await askPasscode(owner, VICTIM));
    const asked = await verify(owner, code);
    expect(asked).toContain(LOGIN_CHECK_TEXTS.noScript);
    expect(asked).toContain(LOGIN_CHECK_TEXTS.linkButton.email);
    const sent = await post(owner, { intent: "SIGN_IN_LINK" });
    expect(sent).toContain('data-login-step="link"');
    expect(sent).toContain(LOGIN_CHECK_TEXTS.linkSent("v***@example.com"));
    const link = await latestLink(VICTIM);
    expect(link.url).toMatch(/\/email-login\?token=[A-Za-z0-9_-]{43}$/);
    await signInByLink(owner, link.token);
    expect(signedIn(owner.lastHtml)).toBe(true);
    // Used once: opened again (anywhere), it signs nobody in.
    const other = browserAt(at.stranger);
    await signInByLink(other, link.token);
    expect(other.lastHtml).toContain(LOGIN_CHECK_TEXTS.linkExpired);
    expect(signedIn(other.lastHtml)).toBe(false);
  });

  it("with no check configured (CAPTCHA_PROVIDER=off), the ceiling offers the link, never a refusal", async () => {
    await stack.restartBff({ CAPTCHA_PROVIDER: "off" });
    try {
      const at = addresses();
      for (let device = 0; device < 4; device++) {
        const stranger = browserAt(at.stranger, `off-device-${block}-${device}`);
        for (let i = 0; i < 5; i++) {
          expect(await askPasscode(stranger, VICTIM)).toContain('data-login-step="otp"');
        }
      }
      const owner = browserAt(at.owner);
      const asked = await askPasscode(owner, VICTIM);
      expect(asked).not.toContain(TOO_MANY);
      expect(asked).toContain('data-human-check="link-only"');
      expect(asked).toContain(LOGIN_CHECK_TEXTS.linkOnly);
      expect(
        await post(owner, { intent: "SIGN_IN_LINK", channel: "email", email: VICTIM }),
      ).toContain('data-login-step="link"');
      await signInByLink(owner, (await latestLink(VICTIM)).token);
      expect(signedIn(owner.lastHtml)).toBe(true);
    } finally {
      await stack.restartBff();
    }
  });
});

async function latestLink(identity: string): Promise<{ url: string; token: string }> {
  const res = await fetch(`${stack.platformUrl}/__test/latest-link`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { url: string; token: string };
}

/** Opens the link (the token moves into the session, the address loses it), then "Sign in". */
async function signInByLink(browser: Browser, token: string) {
  const opened = await browser.get(`/email-login?token=${token}`);
  expect(opened.status).toBe(303);
  expect(opened.headers.get("location")).toBe("/email-login");
  expect(opened.headers.get("referrer-policy")).toBe("no-referrer");
  const page = await browser.follow(opened);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(LOGIN_CHECK_TEXTS.confirm);
  const done = await browser.post("/email-login", { csrf: browser.csrf(), intent: "link" });
  expect(done.status).toBe(302);
  await browser.follow(done);
}
