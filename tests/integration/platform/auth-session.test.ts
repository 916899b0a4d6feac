import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningPlatform } from "~server/platform/server";
import {
  bearer,
  devSignIn,
  get,
  makeDataDir,
  post,
  postPage,
  start,
  type JsonAnswer,
} from "./platform-harness";

/**
 * The session rule of the auth contract, applied in one place before routing: a valid token adds
 * x-user-state-hash to every answer; an unknown, expired or revoked token is 401 on every endpoint.
 */

const EXPIRED = { errorMessage: "Your session has expired. Please log in again." };
const HASH = "x-user-state-hash";

let platform: RunningPlatform;
let base: string;
let now = Date.parse("2025-03-01T10:00:00.000Z");
const data = makeDataDir();

beforeAll(async () => {
  platform = await start(data.dir, { now: () => now });
  base = platform.url;
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

const authHeader = (token: string) => ({ "auth-header": token });
const info = (headers: Record<string, string>) => get(base, "/api/v1/user/info", headers);
const hashOf = (res: JsonAnswer) => res.headers.get(HASH);

/** One call per kind of endpoint, each with the given headers. */
const everyKind = (headers: Record<string, string>) => [
  postPage(base, "/", undefined, headers),
  postPage(base, "/no-such-page", undefined, headers),
  get(base, "/health", headers),
  get(base, "/no-such-route", headers),
  info(headers),
  get(base, "/api/v1/user/status", headers),
  post(base, "/api/v1/auth/otp/request", { email: "someone@example.com" }, headers),
];

describe("a valid token", () => {
  it("is read from auth-header and from Authorization: Bearer", async () => {
    const token = await devSignIn(base, "learner@example.com");
    for (const headers of [
      authHeader(token),
      bearer(token),
      { authorization: `bearer  ${token}` },
    ]) {
      const res = await info(headers);
      expect(res.status).toBe(200);
      expect((res.body as { email: string }).email).toBe("learner@example.com");
    }
  });

  it("adds x-user-state-hash (= user.hash) to every answer, errors included", async () => {
    const token = await devSignIn(base, "rise@example.com");
    const expected = ((await info(bearer(token))).body as { hash: string }).hash;
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
    const answers = await Promise.all(everyKind(authHeader(token)));
    expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 404, 200, 200, 200]);
    for (const answer of answers) expect(hashOf(answer)).toBe(expected);
  });

  it("no token: no hash header, public endpoints work", async () => {
    const answers = await Promise.all(everyKind({}));
    expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 404, 401, 401, 200]);
    for (const answer of answers) expect(hashOf(answer)).toBeNull();
  });

  it("the hash differs between users and changes when the user's state changes", async () => {
    const learner = await devSignIn(base, "portfolio@example.com");
    const other = await devSignIn(base, "scale@example.com");
    const before = hashOf(await postPage(base, "/", undefined, bearer(learner)));
    expect(before).not.toBe(hashOf(await postPage(base, "/", undefined, bearer(other))));

    for (const patch of [
      { firstName: "Priyanka" },
      { lastName: "P." },
      { portfolioUrl: null },
      { isWhitelisted: false },
      { isRiseMember: true },
      { isNewUser: true },
      { image: { url: "/images/mentor-2.svg", altText: "Priyanka" } },
    ]) {
      const previous = hashOf(await postPage(base, "/", undefined, bearer(learner)));
      const update = await post(base, "/__test/update-user", {
        email: "portfolio@example.com",
        patch,
      });
      expect(update.status, JSON.stringify(patch)).toBe(200);
      const after = await postPage(base, "/", undefined, bearer(learner));
      expect(hashOf(after), JSON.stringify(patch)).not.toBe(previous);
      expect(hashOf(after)).toBe((update.body as { user: { hash: string } }).user.hash);
    }
    // Same state, same hash: the hash is a digest, not a counter.
    const same = await post(base, "/__test/update-user", {
      email: "portfolio@example.com",
      patch: { firstName: "Priyanka" },
    });
    expect(hashOf(await info(bearer(learner)))).toBe(
      (same.body as { user: { hash: string } }).user.hash,
    );
  });
});

describe("a token that is no longer valid answers 401 on every endpoint", () => {
  const expectAll401 = async (headers: Record<string, string>) => {
    const answers = await Promise.all([
      ...everyKind(headers),
      postPage(base, "/my-courses", undefined, headers),
      post(base, "/api/v1/auth/logout", {}, headers),
      post(
        base,
        "/api/v1/auth/token-sign-in",
        { provider: "dev", idToken: "dev:a@example.com" },
        headers,
      ),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(EXPIRED);
      expect(hashOf(answer)).toBeNull();
    }
  };

  it("unknown tokens, whatever their form", async () => {
    await expectAll401(authHeader("not-a-real-token"));
    await expectAll401(bearer("A".repeat(43)));
  });

  it("revoked by logout (204, no body); logout without a token is 204 too", async () => {
    const token = await devSignIn(base, "learner@example.com");
    const logout = await post(base, "/api/v1/auth/logout", undefined, authHeader(token));
    expect(logout.status).toBe(204);
    expect(logout.text).toBe("");
    expect(hashOf(logout)).toBeNull();
    await expectAll401(authHeader(token));
    expect((await post(base, "/api/v1/auth/logout", undefined)).status).toBe(204);
  });

  it("logout ends only that token: another sign-in of the same user keeps working", async () => {
    const phone = await devSignIn(base, "admin@example.com");
    const laptop = await devSignIn(base, "admin@example.com");
    await post(base, "/api/v1/auth/logout", {}, bearer(phone));
    expect((await info(bearer(laptop))).status).toBe(200);
  });

  it("expired by /__test/expire-token", async () => {
    const token = await devSignIn(base, "learner@example.com");
    expect((await info(bearer(token))).status).toBe(200);
    const expire = await post(base, "/__test/expire-token", { token });
    expect(expire.body).toEqual({ ok: true });
    await expectAll401(bearer(token));
  });

  it("expired after 7 days", async () => {
    const token = await devSignIn(base, "learner@example.com");
    now += 7 * 24 * 3600 * 1000 - 1000;
    expect((await info(bearer(token))).status).toBe(200);
    now += 1000;
    await expectAll401(bearer(token));
  });

  it("auth-header wins over Authorization when both are sent", async () => {
    const good = await devSignIn(base, "learner@example.com");
    const both = await info({ "auth-header": "bogus", authorization: `Bearer ${good}` });
    expect(both.status).toBe(401);
    const fine = await info({ "auth-header": good, authorization: "Bearer bogus" });
    expect(fine.status).toBe(200);
  });

  it("empty or non-Bearer credentials count as no token", async () => {
    const cases: Array<Record<string, string>> = [
      { "auth-header": "" },
      { authorization: "Basic dXNlcjpwYXNz" },
    ];
    for (const headers of cases) {
      expect((await postPage(base, "/", undefined, headers)).status).toBe(200);
      expect((await info(headers)).body).toEqual({ errorMessage: "Login required" });
    }
  });
});

describe("GET /api/v1/user/info and /api/v1/user/status", () => {
  it("answer LoginUserInfo and userStatus with the spec's field names", async () => {
    const token = await devSignIn(base, "admin@example.com");
    const user = await info(bearer(token));
    expect(user.status).toBe(200);
    expect(Object.keys(user.body as object).sort()).toEqual(
      [
        "userId",
        "firstName",
        "lastName",
        "email",
        "image",
        "admin",
        "riseMember",
        "scaleMember",
        "hash",
        "portfolioUrl",
        "userStatus",
      ].sort(),
    );
    const status = await get(base, "/api/v1/user/status", bearer(token));
    expect(status.body).toEqual({
      userStatus: {
        isPersonalInfoPresent: true,
        isWhitelisted: true,
        isNewUser: false,
        // Ours (docs/contract.md): the membership label's status.
        registrationStatus: "APPROVED",
      },
    });
  });

  it('answer 401 "Login required" without a token and 405 to POST', async () => {
    for (const path of ["/api/v1/user/info", "/api/v1/user/status"]) {
      const res = await get(base, path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errorMessage: "Login required" });
      expect((await post(base, path, {})).status).toBe(405);
    }
  });
});
