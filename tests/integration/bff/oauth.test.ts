import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callPath, catalogueEntryOf, UPSTREAM_CALLS } from "~/contract/calls";
import { CONNECTIONS_PATH, OAUTH_TEXTS } from "~/contract/oauth";
import { createSealedCookie } from "~server/bff/sealed-cookie.server";
import { INVALID_CODE_MESSAGE } from "~server/platform/routes/account-flows";
import { ActionClient } from "../actions/action-client";
import { Browser, loginByOtp } from "../auth/browser";
import { signedFormJson, signedJson, STACK_SESSION_SECRET } from "../../support/signed-action";
import { startStack, type Stack } from "../../support/stack";
import { OPEN_REDIRECT_PAYLOADS } from "../../security/redirect-payloads";

/**
 * Issue 16 through the BFF, as a browser without JavaScript (docs/decisions/019): the OAuth round
 * trip with the reference platform as the provider, every refused state (no exchange is made),
 * the provider's error, a failing exchange, the new pages for a visitor and a learner,
 * GET /api/v1/user/status on them, and referralData on token sign-in.
 */
let stack: Stack;
let emailCounter = 0;

beforeAll(async () => {
  stack = await startStack({ NODE_ENV: "test", DEV_SIGN_IN: "true", OAUTH_TEST_PROVIDER: "true" });
});
afterAll(async () => {
  await stack?.stop();
});

async function platformJson<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack.platformUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

const exchanges = async () =>
  (await platformJson<{ exchanges: number }>("/__test/oauth/exchanges")).exchanges;

const userState = (email: string) =>
  platformJson<{
    referral: { invitedByReferral: string; campaignId: string | null } | null;
    connections: Array<{ provider: string; accountName: string }>;
    programs: string[];
    enrolments: string[];
  }>("/__test/account-flows/user", { email });

/** A learner of their own (a new user on first login), logged in by passcode. */
async function learner(): Promise<{ browser: Browser; email: string }> {
  const browser = new Browser(stack);
  const email = `oauth.learner.${emailCounter++}@example.com`;
  await loginByOtp(browser, stack, email);
  return { browser, email };
}

/** The Connect button: answers the provider's consent address. */
async function startConnect(browser: Browser, provider: string, returnTo = CONNECTIONS_PATH) {
  await browser.get(CONNECTIONS_PATH);
  const res = await browser.post(CONNECTIONS_PATH, {
    csrf: browser.csrf(),
    intent: "OAUTH_START",
    provider,
    returnTo,
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!);
}

/** The provider's consent page; answers the BFF path its Authorize (or Cancel) link goes to. */
async function consent(authorize: URL, link: "authorize" | "cancel", hint = "ada-lovelace") {
  authorize.searchParams.set("login_hint", hint);
  const html = await (await fetch(authorize)).text();
  const href = new RegExp(`id="${link}" href="([^"]+)"`).exec(html)?.[1].replace(/&#38;/g, "&");
  const back = new URL(href!);
  return `${back.pathname}${back.search}`;
}

describe("OAuth callbacks (/discord/oauth, /github/oauth)", () => {
  it("the whole round trip: state, consent, exchange through the upstream, toast, stored", async () => {
    const { browser, email } = await learner();
    const page = await browser.get(CONNECTIONS_PATH);
    expect(page.status).toBe(200);
    // The Connect form's answer redirects to the consent page: the CSP's form-action allows it.
    expect(page.headers.get("content-security-policy")).toContain(
      `form-action 'self' ${stack.platformUrl}`,
    );
    const html = await page.text();
    expect(html).toContain(OAUTH_TEXTS.connect("Discord"));
    expect(html).toContain(OAUTH_TEXTS.connect("GitHub"));

    const authorize = await startConnect(browser, "discord");
    expect(authorize.origin).toBe(stack.platformUrl);
    expect(authorize.pathname).toBe("/oauth/discord/authorize");
    expect(authorize.searchParams.get("redirect_uri")).toMatch(/\/discord\/oauth$/);
    expect(authorize.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The state lives in a sealed cookie: the browser holds no readable copy of it.
    expect(browser.cookies.get("cl_oauth")).toBeTruthy();
    expect(browser.cookies.get("cl_oauth")).not.toContain(authorize.searchParams.get("state"));

    const before = await exchanges();
    const callback = await browser.get(await consent(authorize, "authorize"));
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe(CONNECTIONS_PATH);
    expect(await exchanges()).toBe(before + 1);
    expect(browser.cookies.has("cl_oauth")).toBe(false);

    const back = await browser.follow(callback);
    const backHtml = await back.text();
    expect(backHtml).toContain(OAUTH_TEXTS.connected("Discord"));
    expect(backHtml).toContain(OAUTH_TEXTS.connectedAs("ada-lovelace"));
    expect((await userState(email)).connections).toMatchObject([
      { provider: "discord", accountName: "ada-lovelace" },
    ]);
    // The toast is shown once.
    expect(await (await browser.get(CONNECTIONS_PATH)).text()).not.toContain(
      OAUTH_TEXTS.connected("Discord"),
    );
  });

  it("returns to a checked same-site address; a foreign one falls back to the accounts page", async () => {
    const { browser } = await learner();
    const home = await startConnect(browser, "github", "/onboarding/done");
    const done = await browser.get(await consent(home, "authorize", "octo-learner"));
    expect(done.headers.get("location")).toBe("/onboarding/done");
    const page = await browser.follow(done);
    expect(await page.text()).toContain(OAUTH_TEXTS.connected("GitHub"));

    const foreign = await startConnect(browser, "github", "https://evil.example/x");
    const res = await browser.get(await consent(foreign, "authorize"));
    expect(res.headers.get("location")).toBe(CONNECTIONS_PATH);
  });

  it("no return address from the Connect form ever leaves the site", async () => {
    const { browser } = await learner();
    for (const [name, payload] of OPEN_REDIRECT_PAYLOADS) {
      const authorize = await startConnect(browser, "discord", payload);
      const res = await browser.get(await consent(authorize, "authorize"));
      const location = res.headers.get("location") ?? "";
      expect(location.startsWith("/") && !location.startsWith("//"), name).toBe(true);
      expect(new URL(location, "http://bff.invalid").origin, name).toBe("http://bff.invalid");
    }
  });

  it("a missing state (no cookie) is refused in clear words, with no upstream call", async () => {
    const { browser } = await learner();
    const authorize = await startConnect(browser, "discord");
    const path = await consent(authorize, "authorize");
    const stranger = new Browser(stack);
    // The same session cookie, but not the state cookie (another browser, or it was dropped).
    stranger.cookies.set("cl_session", browser.cookies.get("cl_session")!);
    const before = await exchanges();
    const res = await stranger.get(path);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(OAUTH_TEXTS.state.missing);
    const noState = await browser.get("/discord/oauth?code=abc");
    expect(await noState.text()).toContain(OAUTH_TEXTS.state.missing);
    expect(await exchanges()).toBe(before);
  });

  it("a mismatched state, or one presented to the other provider, is refused", async () => {
    const { browser } = await learner();
    const authorize = await startConnect(browser, "discord");
    const path = await consent(authorize, "authorize");
    const before = await exchanges();
    const tampered = path.replace(/state=([^&]+)/, (_, s: string) => `state=${s.slice(1)}x`);
    const res = await browser.get(tampered);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(OAUTH_TEXTS.state.mismatch);
    const other = await browser.get(path.replace("/discord/oauth", "/github/oauth"));
    expect(await other.text()).toContain(OAUTH_TEXTS.state.mismatch);
    expect(await exchanges()).toBe(before);
  });

  it("a reused state is refused, even with the state cookie sent again", async () => {
    const { browser } = await learner();
    const authorize = await startConnect(browser, "discord");
    const stateCookie = browser.cookies.get("cl_oauth")!;
    const path = await consent(authorize, "authorize");
    expect((await browser.get(path)).status).toBe(302);
    const before = await exchanges();
    browser.cookies.set("cl_oauth", stateCookie);
    const replay = await browser.get(path);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain(OAUTH_TEXTS.state.reused);
    expect(await exchanges()).toBe(before);
  });

  it("an expired state is refused", async () => {
    const { browser } = await learner();
    const authorize = await startConnect(browser, "discord");
    const path = await consent(authorize, "authorize");
    const state = new URL(path, "http://x.invalid").searchParams.get("state")!;
    // The same cookie the BFF would have set, ten minutes and one second ago.
    const cookie = createSealedCookie("cl_oauth", {
      path: "/",
      secrets: [STACK_SESSION_SECRET],
      purpose: "oauth-state",
    });
    const line = await cookie.serialize({
      provider: "discord",
      state,
      userId: "ignored",
      returnTo: CONNECTIONS_PATH,
      expiresAt: Date.now() - 1000,
    });
    browser.cookies.set("cl_oauth", line.split(";")[0].slice("cl_oauth=".length));
    const before = await exchanges();
    const res = await browser.get(path);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(OAUTH_TEXTS.state.expired);
    expect(await exchanges()).toBe(before);
  });

  it("the provider's error (access_denied) is shown; nothing is exchanged", async () => {
    const { browser, email } = await learner();
    const authorize = await startConnect(browser, "github");
    const before = await exchanges();
    const res = await browser.get(await consent(authorize, "cancel"));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(OAUTH_TEXTS.denied("GitHub"));
    expect(html).toContain(OAUTH_TEXTS.tryAgain);
    expect(await exchanges()).toBe(before);
    expect((await userState(email)).connections).toEqual([]);
  });

  it("a refused exchange (4xx) shows the upstream's message; a failing one (5xx) too", async () => {
    const { browser, email } = await learner();
    const authorize = await startConnect(browser, "discord");
    const path = await consent(authorize, "authorize");
    const badCode = path.replace(/code=([^&]+)/, "code=not-the-code");
    const refused = await browser.get(badCode);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(INVALID_CODE_MESSAGE);

    await platformJson("/__test/oauth/fail-next-exchange", { status: 503 });
    const again = await startConnect(browser, "discord");
    const failed = await browser.get(await consent(again, "authorize"));
    expect(failed.status).toBe(502);
    expect(await failed.text()).toContain("Discord did not answer.");
    expect((await userState(email)).connections).toEqual([]);
  });

  it("starting needs a login and the CSRF token; the accounts page needs a login", async () => {
    const visitor = new Browser(stack);
    const page = await visitor.get(CONNECTIONS_PATH);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain("You do not have access for this page");
    const noToken = await visitor.post(CONNECTIONS_PATH, {
      intent: "OAUTH_START",
      provider: "discord",
    });
    expect(noToken.status).toBe(403);
    const { browser } = await learner();
    await browser.get(CONNECTIONS_PATH);
    const forged = await browser.post(CONNECTIONS_PATH, {
      csrf: "made-up",
      intent: "OAUTH_START",
      provider: "discord",
    });
    expect(forged.status).toBe(403);
    expect(browser.cookies.has("cl_oauth")).toBe(false);
    const unknown = await browser.post(CONNECTIONS_PATH, {
      csrf: browser.csrf(),
      intent: "OAUTH_START",
      provider: "myspace",
    });
    expect(unknown.status).toBe(400);
  });
});

describe("the pages issue 16 adds, for a visitor and a learner", () => {
  it("/join-program: the form for anyone; a learner joins through the page action", async () => {
    const visitor = new Browser(stack);
    const page = await visitor.get("/join-program");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Join a programme");
    expect(html).toContain('name="invitationCode"');

    const client = new ActionClient(stack);
    const email = `joiner.${emailCounter++}@example.com`;
    await loginByOtp(client.browser, stack, email, "/join-program");
    const submitAction = { type: "API_CALL", uri: callPath("programJoin") };
    const base = {
      intent: "FORM_SUBMIT",
      formId: "join-program",
      action: signedFormJson("join-program", ["invitationCode"], submitAction),
    };
    const wrong = await client.post("/join-program", { ...base, invitationCode: "NOPE" });
    expect(wrong.status).toBe(400);
    expect(wrong.result?.fieldErrors).toMatchObject({
      invitationCode: expect.stringContaining("not valid"),
    });
    const ok = await client.post("/join-program", { ...base, invitationCode: "rise-wip-7" });
    expect(ok.result).toMatchObject({
      ok: true,
      message: "You have joined the Rise: Women in Product Fellowship.",
    });
    expect((await userState(email)).programs).toEqual(["rise-women-in-product"]);
  });

  it("/course-invite/{code}: the invitation, accepted by a learner; an unknown code says so", async () => {
    const visitor = new Browser(stack);
    const known = await visitor.get("/course-invite/pm-cohort-7-mentor");
    expect(known.status).toBe(200);
    expect(await known.text()).toContain("Join the Product Manager Fellowship");
    const unknown = await visitor.get("/course-invite/not-a-real-code");
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain("This invitation was not found");

    const client = new ActionClient(stack);
    const email = `invitee.${emailCounter++}@example.com`;
    await loginByOtp(client.browser, stack, email, "/course-invite/pm-cohort-7-mentor");
    const accept = {
      type: "API_CALL",
      uri: UPSTREAM_CALLS.courseInviteAccept.path,
      requestObject: { inviteCode: "pm-cohort-7-mentor" },
    };
    const res = await client.post("/course-invite/pm-cohort-7-mentor", {
      intent: "API_CALL",
      action: signedJson(accept),
    });
    expect(res.result).toMatchObject({
      ok: true,
      message: "You have joined the Product Manager Fellowship.",
    });
    expect((await userState(email)).enrolments).toContain("pm-fellowship");
  });

  it("/register/status: a login prompt for a visitor; the learner's label from user/status", async () => {
    const visitor = new Browser(stack);
    const page = await visitor.get("/register/status");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Log in to see your registration status.");
    expect(html).toContain("From registration to approval");

    const { browser, email } = await learner();
    const registered = await (await browser.get("/register/status")).text();
    expect(registered).toMatch(/data-registration-status="waitlisted"[^>]*>Registered</);
    await platformJson("/__test/update-user", { email, patch: { isWhitelisted: true } });
    // The new state hash refreshes the session first (a redirect to the same address).
    const approved = await (await browser.follow(await browser.get("/register/status"))).text();
    expect(approved).toMatch(/data-registration-status="approved"[^>]*>Approved</);
    const seen = await platformJson<string[]>("/__test/seen-calls");
    expect(seen).toContain(`GET ${UPSTREAM_CALLS.userStatus.path}`);
  });

  it("/onboarding/{step}: the steps with the learner's progress; the last one carries the onboarding action", async () => {
    const visitor = new Browser(stack);
    const welcome = await (await visitor.get("/onboarding/welcome")).text();
    expect(welcome).toContain("Welcome aboard");
    expect(welcome).toContain("Log in so that we can save your onboarding.");
    expect((await visitor.get("/onboarding/nowhere")).status).toBe(404);

    const { browser } = await learner();
    const done = await (await browser.get("/onboarding/done")).text();
    expect(done).toContain("You are all set");
    expect(done).toContain("Onboarding: in progress");
    expect(done).toContain("Profile: not complete yet");
  });

  it("reaches only catalogue calls (the consent page is the provider's, not the upstream's)", async () => {
    const seen = await platformJson<string[]>("/__test/seen-calls");
    const outside = seen
      .filter(
        (call) => call !== "GET /health" && !/ \/oauth\/(discord|github)\/authorize$/.test(call),
      )
      .filter((call) => catalogueEntryOf(call.slice(call.indexOf(" ") + 1)) === undefined);
    expect(outside).toEqual([]);
    expect(seen).toContain(`POST ${UPSTREAM_CALLS.oauthConnect.path}`);
  });
});

describe("referralData on token sign-in", () => {
  it("the stored referrer and campaign go upstream and stay with the new user", async () => {
    const browser = new Browser(stack);
    await browser.get("/?referral=ref_asha&campaign=spring-26");
    expect(browser.cookies.get("cl_ref")).toBeTruthy();
    await browser.get("/email-login");
    const email = `referred.${emailCounter++}@example.com`;
    const res = await browser.post("/email-login", { csrf: browser.csrf(), email });
    expect(res.status).toBe(302);
    expect((await userState(email)).referral).toMatchObject({
      invitedByReferral: "ref_asha",
      campaignId: "spring-26",
    });

    const plain = new Browser(stack);
    await plain.get("/email-login");
    const other = `unreferred.${emailCounter++}@example.com`;
    await plain.post("/email-login", { csrf: plain.csrf(), email: other });
    expect((await userState(other)).referral).toBeNull();
  });
});
