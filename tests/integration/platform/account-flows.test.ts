import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callPath, UPSTREAM_CALLS } from "~/contract/calls";
import type { RunningPlatform } from "~server/platform/server";
import {
  INVALID_CODE_MESSAGE,
  INVALID_INVITATION_MESSAGE,
} from "~server/platform/routes/account-flows";
import { bearer, devSignIn, get, makeDataDir, post, start } from "./platform-harness";

/**
 * Issue 16 on the reference platform (docs/decisions/019): the test OAuth provider and the code
 * exchange, joining a programme, accepting a course invitation, the registration status and the
 * referral a new user signs in with.
 */
const data = makeDataDir();
let platform: RunningPlatform;
let learner: string;

beforeAll(async () => {
  platform = await start(data.dir);
  learner = await devSignIn(platform.url, "learner@example.com");
});
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

const user = async (email: string) =>
  (await post(platform.url, "/__test/account-flows/user", { email })).body as {
    referral: { invitedByReferral: string; campaignId: string | null } | null;
    programs: string[];
    connections: Array<{ provider: string; accountName: string }>;
    enrolments: string[];
  };

const STATE = "s".repeat(43);
const REDIRECT = "http://127.0.0.1:9/discord/oauth";

/** The consent page's Authorize link: the code the provider hands back. */
async function authorizeCode(provider = "discord", redirect = REDIRECT, hint = "ada-lovelace") {
  const query = new URLSearchParams({
    response_type: "code",
    client_id: "test-client",
    redirect_uri: redirect,
    state: STATE,
    login_hint: hint,
  });
  const res = await get(platform.url, `/oauth/${provider}/authorize?${query}`);
  expect(res.status).toBe(200);
  const href = /id="authorize" href="([^"]+)"/.exec(res.text)?.[1].replace(/&#38;/g, "&");
  const back = new URL(href!);
  expect(back.searchParams.get("state")).toBe(STATE);
  return back.searchParams.get("code")!;
}

describe("the test OAuth provider and the code exchange", () => {
  it("consent page: Authorize carries a code and the state, Cancel the access_denied error", async () => {
    const query = new URLSearchParams({
      response_type: "code",
      client_id: "test-client",
      redirect_uri: REDIRECT,
      state: STATE,
    });
    const res = await get(platform.url, `/oauth/discord/authorize?${query}`);
    expect(res.text).toContain("Discord (test provider)");
    const cancel = /id="cancel" href="([^"]+)"/.exec(res.text)?.[1].replace(/&#38;/g, "&");
    const url = new URL(cancel!);
    expect(url.pathname).toBe("/discord/oauth");
    expect(url.searchParams.get("error")).toBe("access_denied");
    expect(url.searchParams.get("state")).toBe(STATE);
  });

  it("refuses a redirect_uri that is not the provider's callback path", async () => {
    const query = new URLSearchParams({
      response_type: "code",
      client_id: "test-client",
      redirect_uri: "https://evil.example/steal",
      state: STATE,
    });
    expect((await get(platform.url, `/oauth/discord/authorize?${query}`)).status).toBe(400);
  });

  it("exchanges a code once, for the redirect it was issued to, and stores the connection", async () => {
    const code = await authorizeCode();
    const path = UPSTREAM_CALLS.oauthConnect.path;
    expect(
      (await post(platform.url, path, { provider: "discord", code, redirectUri: REDIRECT })).status,
    ).toBe(401);
    const wrongRedirect = await post(
      platform.url,
      path,
      { provider: "discord", code, redirectUri: "http://127.0.0.1:9/github/oauth" },
      bearer(learner),
    );
    expect(wrongRedirect.status).toBe(400);
    expect(wrongRedirect.body).toMatchObject({ errorMessage: INVALID_CODE_MESSAGE });

    const fresh = await authorizeCode();
    const ok = await post(
      platform.url,
      path,
      { provider: "discord", code: fresh, redirectUri: REDIRECT },
      bearer(learner),
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ provider: "discord", accountName: "ada-lovelace" });
    const again = await post(
      platform.url,
      path,
      { provider: "discord", code: fresh, redirectUri: REDIRECT },
      bearer(learner),
    );
    expect(again.status).toBe(400);

    const list = await get(platform.url, UPSTREAM_CALLS.oauthConnections.path, bearer(learner));
    expect(list.body).toMatchObject({
      connections: [{ provider: "discord", accountName: "ada-lovelace" }],
    });
    expect((await user("learner@example.com")).connections).toHaveLength(1);
  });

  it("a code of one provider does not connect another", async () => {
    const code = await authorizeCode("discord");
    const res = await post(
      platform.url,
      UPSTREAM_CALLS.oauthConnect.path,
      { provider: "github", code, redirectUri: REDIRECT },
      bearer(learner),
    );
    expect(res.status).toBe(400);
  });

  it("a failing provider (test switch) answers the status asked for, once", async () => {
    await post(platform.url, "/__test/oauth/fail-next-exchange", { status: 503 });
    const code = await authorizeCode();
    const body = { provider: "discord", code, redirectUri: REDIRECT };
    const failed = await post(
      platform.url,
      UPSTREAM_CALLS.oauthConnect.path,
      body,
      bearer(learner),
    );
    expect(failed.status).toBe(503);
    const next = await post(platform.url, UPSTREAM_CALLS.oauthConnect.path, body, bearer(learner));
    expect(next.status).toBe(200);
  });
});

describe("programmes and course invitations", () => {
  const joinPath = callPath("programJoin");
  const join = (code: unknown, token = learner) =>
    post(
      platform.url,
      joinPath,
      { formId: "join-program", inputValues: { invitationCode: code } },
      bearer(token),
    );

  it("joins with a valid code (any case), once; refuses an unknown or empty code per field", async () => {
    const joined = await join("scale-campus-2026");
    expect(joined.body).toMatchObject({
      isSuccessful: true,
      message: "You have joined the Scale Campus Programme 2026.",
    });
    expect((await join("SCALE-CAMPUS-2026")).body).toMatchObject({
      isSuccessful: true,
      message: "You are already a member of the Scale Campus Programme 2026.",
    });
    expect((await join("NOPE-1")).body).toMatchObject({
      isSuccessful: false,
      errors: { invitationCode: INVALID_INVITATION_MESSAGE },
    });
    expect((await join("")).body).toMatchObject({ isSuccessful: false });
    expect((await user("learner@example.com")).programs).toEqual(["scale-campus-2026"]);
    expect((await post(platform.url, joinPath, { inputValues: {} })).status).toBe(401);
  });

  it("accepting a course invitation enrols the learner; an unknown code is 404", async () => {
    const token = await devSignIn(platform.url, "invitee@example.com");
    const path = UPSTREAM_CALLS.courseInviteAccept.path;
    const unknown = await post(platform.url, path, { inviteCode: "nope" }, bearer(token));
    expect(unknown.status).toBe(404);
    const ok = await post(platform.url, path, { inviteCode: "genai-bootcamp-team" }, bearer(token));
    expect(ok.body).toMatchObject({
      status: "SUCCESS",
      statusMessage: "You have joined the Applied Generative AI Bootcamp.",
    });
    expect((await user("invitee@example.com")).enrolments).toContain("genai-bootcamp");
  });

  it("serves the seeded pages and a plain not-found page for an unknown invitation", async () => {
    const page = (pageUri: string) => post(platform.url, UPSTREAM_CALLS.page.path, { pageUri });
    for (const uri of [
      "/join-program",
      "/onboarding/welcome",
      "/onboarding/goals",
      "/onboarding/done",
      "/register/status",
    ]) {
      expect((await page(uri)).status, uri).toBe(200);
    }
    const known = await page("/course-invite/pm-cohort-7-mentor");
    expect(known.text).toContain("Accept invitation");
    const missing = await page("/course-invite/does-not-exist");
    expect(missing.status).toBe(200);
    expect(missing.text).toContain("This invitation was not found");
    expect((await page("/onboarding/done")).body).toMatchObject({
      onboardingData: { navigationAction: { uri: UPSTREAM_CALLS.onboardingUpdate.path } },
    });
  });
});

describe("registration status and referral data", () => {
  it("user/status answers the spec's flags and the registration status", async () => {
    const approved = await get(platform.url, UPSTREAM_CALLS.userStatus.path, bearer(learner));
    expect(approved.body).toMatchObject({
      userStatus: { isWhitelisted: true, registrationStatus: "APPROVED" },
    });
    const token = await devSignIn(platform.url, "brand.new@example.com");
    const registered = await get(platform.url, UPSTREAM_CALLS.userStatus.path, bearer(token));
    expect(registered.body).toMatchObject({
      userStatus: { isNewUser: true, isWhitelisted: false, registrationStatus: "REGISTERED" },
    });
    await post(platform.url, "/__test/update-user", {
      email: "brand.new@example.com",
      patch: { isPersonalInfoPresent: true },
    });
    const waitlisted = await get(platform.url, UPSTREAM_CALLS.userStatus.path, bearer(token));
    expect(waitlisted.body).toMatchObject({ userStatus: { registrationStatus: "WAITLISTED" } });
    await post(
      platform.url,
      UPSTREAM_CALLS.memberApproval.path,
      { decision: "SKIP" },
      bearer(token),
    );
    const skipped = await get(platform.url, UPSTREAM_CALLS.userStatus.path, bearer(token));
    expect(skipped.body).toMatchObject({ userStatus: { registrationStatus: "SKIPPED" } });
  });

  it("the onboarding call ends the new-user state", async () => {
    const token = await devSignIn(platform.url, "onboarding.new@example.com");
    const res = await post(platform.url, UPSTREAM_CALLS.onboardingUpdate.path, {}, bearer(token));
    expect(res.status).toBe(204);
    const status = await get(platform.url, UPSTREAM_CALLS.userStatus.path, bearer(token));
    expect(status.body).toMatchObject({ userStatus: { isNewUser: false } });
  });

  it("token sign-in records referralData on the user it creates, and only then", async () => {
    const signIn = (email: string, referralData: unknown) =>
      post(platform.url, UPSTREAM_CALLS.tokenSignIn.path, {
        source: "test",
        provider: "dev",
        idToken: `dev:${email}`,
        referralData,
      });
    expect(
      (
        await signIn("referred@example.com", {
          invitedByReferral: "ref_42",
          campaignId: "spring-26",
        })
      ).status,
    ).toBe(200);
    expect((await user("referred@example.com")).referral).toMatchObject({
      invitedByReferral: "ref_42",
      campaignId: "spring-26",
    });
    // An existing user keeps what they had; a malformed referral never fails the sign-in.
    await signIn("learner@example.com", { invitedByReferral: "ref_99" });
    expect((await user("learner@example.com")).referral).toBeNull();
    expect(
      (await signIn("odd.referral@example.com", { invitedByReferral: "<script>" })).status,
    ).toBe(200);
    expect((await user("odd.referral@example.com")).referral).toBeNull();
  });
});
