import { beforeAll, describe, expect, it } from "vitest";
import { CONNECTIONS_PATH } from "~/contract/oauth";
import { referralDataSchema } from "~/contract/account-calls";
import { applyTestEnv } from "../auth/env";

/**
 * The pure parts of the OAuth flow (docs/decisions/019): the state checks in their order, the
 * return address, and the provider's consent address.
 */
beforeAll(() => {
  applyTestEnv({ OAUTH_TEST_PROVIDER: "true" });
});

const load = async () => ({
  state: await import("~server/bff/oauth/state.server"),
  flow: await import("~server/bff/oauth/flow.server"),
  providers: await import("~server/bff/oauth/providers.server"),
});

function callback(provider: string, query: string, cookie?: string): Request {
  return new Request(`http://bff.test/${provider}/oauth?${query}`, {
    headers: cookie ? { cookie } : {},
  });
}

async function started(now: number, overrides: Record<string, unknown> = {}) {
  const { state } = await load();
  const value = state.newState();
  const line = await state.stateCookie({
    provider: "discord",
    state: value,
    userId: "usr_1",
    returnTo: "/user/connections",
    expiresAt: now + 600_000,
    ...overrides,
  } as Parameters<typeof state.stateCookie>[0]);
  return { value, cookie: line.split(";")[0] };
}

describe("takeState", () => {
  it("accepts the state once, then calls it reused (also with the cookie replayed)", async () => {
    const { state } = await load();
    const now = Date.now();
    const { value, cookie } = await started(now);
    const first = await state.takeState(
      callback("discord", `state=${value}`, cookie),
      "discord",
      "usr_1",
      now,
    );
    expect(first).toMatchObject({ ok: true, state: { returnTo: "/user/connections" } });
    const again = await state.takeState(
      callback("discord", `state=${value}`, cookie),
      "discord",
      "usr_1",
      now,
    );
    expect(again).toEqual({ ok: false, problem: "reused" });
  });

  it("missing: no cookie, or no state in the address", async () => {
    const { state } = await load();
    const now = Date.now();
    const { value, cookie } = await started(now);
    expect(
      await state.takeState(callback("discord", `state=${value}`), "discord", "usr_1", now),
    ).toEqual({ ok: false, problem: "missing" });
    expect(
      await state.takeState(callback("discord", "code=x", cookie), "discord", "usr_1", now),
    ).toEqual({ ok: false, problem: "missing" });
    const forged = `${cookie.slice(0, -4)}AAAA`;
    expect(
      await state.takeState(callback("discord", `state=${value}`, forged), "discord", "usr_1", now),
    ).toEqual({ ok: false, problem: "missing" });
  });

  it("expired after its ten minutes", async () => {
    const { state } = await load();
    const now = Date.now();
    const { value, cookie } = await started(now);
    const later = now + 600_001;
    expect(
      await state.takeState(
        callback("discord", `state=${value}`, cookie),
        "discord",
        "usr_1",
        later,
      ),
    ).toEqual({ ok: false, problem: "expired" });
  });

  it("mismatch: another value, another provider, another user", async () => {
    const { state } = await load();
    const now = Date.now();
    const { value, cookie } = await started(now);
    expect(
      await state.takeState(
        callback("discord", `state=${value}x`, cookie),
        "discord",
        "usr_1",
        now,
      ),
    ).toEqual({ ok: false, problem: "mismatch" });
    expect(
      await state.takeState(callback("github", `state=${value}`, cookie), "github", "usr_1", now),
    ).toEqual({ ok: false, problem: "mismatch" });
    expect(
      await state.takeState(callback("discord", `state=${value}`, cookie), "discord", "usr_2", now),
    ).toEqual({ ok: false, problem: "mismatch" });
  });
});

describe("return address and consent address", () => {
  it("keeps same-site paths, refuses others and the callbacks themselves", async () => {
    const { flow } = await load();
    expect(flow.oauthReturnPath("/onboarding/done?x=1")).toBe("/onboarding/done?x=1");
    expect(flow.oauthReturnPath("https://evil.example/")).toBe(CONNECTIONS_PATH);
    expect(flow.oauthReturnPath("//evil.example")).toBe(CONNECTIONS_PATH);
    expect(flow.oauthReturnPath("/discord/oauth?code=1")).toBe(CONNECTIONS_PATH);
    expect(flow.oauthReturnPath(undefined)).toBe(CONNECTIONS_PATH);
  });

  it("the test provider lives on the upstream; the address carries code flow, scope and state", async () => {
    const { providers } = await load();
    const config = providers.providerConfig("github")!;
    expect(config.authorizeUrl).toBe("http://upstream.test/oauth/github/authorize");
    const url = new URL(
      providers.authorizeLocation(config, "github", "st4te", "http://bff.test/github/oauth"),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "code",
      client_id: "test-client",
      redirect_uri: "http://bff.test/github/oauth",
      scope: "read:user",
      state: "st4te",
    });
  });
});

describe("the document CSP", () => {
  it("allows the Connect form to land on the configured consent pages only", async () => {
    const { providers } = await load();
    expect(providers.oauthFormOrigins()).toEqual(["http://upstream.test"]);
    const { contentSecurityPolicy } = await import("~server/bff/security-headers.server");
    expect(contentSecurityPolicy("n", [], [], providers.oauthFormOrigins())).toContain(
      "form-action 'self' http://upstream.test;",
    );
    expect(contentSecurityPolicy("n")).toContain("form-action 'self';");
  });
});

describe("referralData (spec 02 section 7)", () => {
  it("needs the referrer; the campaign is optional", () => {
    expect(
      referralDataSchema.safeParse({ invitedByReferral: "r1", campaignId: "c1" }).success,
    ).toBe(true);
    expect(referralDataSchema.safeParse({ invitedByReferral: "r1" }).success).toBe(true);
    expect(referralDataSchema.safeParse({ campaignId: "c1" }).success).toBe(false);
  });
});
