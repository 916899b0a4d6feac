import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RunningPlatform } from "~server/platform/server";
import { get, makeDataDir, post, start } from "./platform-harness";

/**
 * The test endpoints the BFF's end-to-end tests log in with: the platform runs as in production
 * (no devOtp), and the tests read the code through /__test/latest-otp.
 */

let platform: RunningPlatform;
let base: string;
const data = makeDataDir();

beforeAll(async () => {
  platform = await start(data.dir, { devOtp: false });
  base = platform.url;
});
beforeEach(async () => {
  await post(base, "/__test/reset", {});
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

const latestOtp = (identity: unknown) => post(base, "/__test/latest-otp", { identity });

describe("POST /__test/latest-otp", () => {
  it("gives the last code sent to an email, which logs the user in", async () => {
    const request = await post(base, "/api/v1/auth/otp/request", { email: "learner@example.com" });
    const { requestId } = request.body as { requestId: string };
    const latest = await latestOtp("Learner@Example.com");
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual({ otp: expect.stringMatching(/^\d{6}$/), requestId });
    const { otp } = latest.body as { otp: string };
    const verify = await post(base, "/api/v1/auth/otp/verify", { requestId, otp });
    expect(verify.status).toBe(200);
  });

  it("names a phone as +{country}{number}, with or without + and spaces", async () => {
    await post(base, "/api/v1/auth/otp/request", {
      phone: { mobileNumber: "9876543210", countryCode: "91" },
    });
    const a = await latestOtp("+919876543210");
    const b = await latestOtp("91 98765 43210");
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it("follows resends: the newest code is the one given", async () => {
    const request = await post(base, "/api/v1/auth/otp/request", { email: "rise@example.com" });
    const { requestId } = request.body as { requestId: string };
    await post(base, "/__test/advance-clock", { seconds: 30 });
    expect((await post(base, "/api/v1/auth/otp/resend", { requestId })).status).toBe(200);
    const { otp } = (await latestOtp("rise@example.com")).body as { otp: string };
    expect((await post(base, "/api/v1/auth/otp/verify", { requestId, otp })).status).toBe(200);
  });

  it("404 when no code was sent, 400 for something that is no identity", async () => {
    const none = await latestOtp("nobody@example.com");
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ errorMessage: "No passcode for this identity" });
    for (const identity of ["not an identity", "", 42]) {
      expect((await latestOtp(identity)).status).toBe(400);
    }
  });
});

describe("POST /__test/advance-clock", () => {
  it("moves the platform's time: a passcode expires, until reset", async () => {
    const request = await post(base, "/api/v1/auth/otp/request", { email: "scale@example.com" });
    const { requestId } = request.body as { requestId: string };
    const { otp } = (await latestOtp("scale@example.com")).body as { otp: string };
    const moved = await post(base, "/__test/advance-clock", { seconds: 301 });
    expect(moved.body).toMatchObject({ offsetSeconds: 301, now: expect.any(String) });
    const res = await post(base, "/api/v1/auth/otp/verify", { requestId, otp });
    expect(res.status).toBe(410);
    await post(base, "/__test/reset", {});
    const back = await post(base, "/__test/advance-clock", { seconds: 0 });
    expect((back.body as { offsetSeconds: number }).offsetSeconds).toBe(0);
  });

  it("rejects a step that is not a number", async () => {
    expect((await post(base, "/__test/advance-clock", { seconds: "soon" })).status).toBe(400);
  });
});

describe("POST /__test/reset", () => {
  it("clears passcode requests, so rate limits start over", async () => {
    for (let i = 0; i < 5; i++) {
      await post(base, "/api/v1/auth/otp/request", { email: "admin@example.com" });
    }
    const blocked = await post(base, "/api/v1/auth/otp/request", { email: "admin@example.com" });
    expect(blocked.status).toBe(429);
    await post(base, "/__test/reset", {});
    expect((await latestOtp("admin@example.com")).status).toBe(404);
    const again = await post(base, "/api/v1/auth/otp/request", { email: "admin@example.com" });
    expect(again.status).toBe(200);
  });

  it("with identities, clears only theirs", async () => {
    await post(base, "/api/v1/auth/otp/request", { email: "admin@example.com" });
    await post(base, "/api/v1/auth/otp/request", { email: "rise@example.com" });
    const reset = await post(base, "/__test/reset", { identities: ["Admin@Example.com"] });
    expect(reset.status).toBe(200);
    expect((await latestOtp("admin@example.com")).status).toBe(404);
    const rise = await latestOtp("rise@example.com");
    expect(rise.status).toBe(200);
    const { otp, requestId } = rise.body as { otp: string; requestId: string };
    expect((await post(base, "/api/v1/auth/otp/verify", { requestId, otp })).status).toBe(200);
    expect((await post(base, "/__test/reset", { identities: ["not an identity"] })).status).toBe(
      400,
    );
  });
});

describe("POST /__test/expire-token", () => {
  it("404 for an unknown token, 400 without one", async () => {
    const res = await post(base, "/__test/expire-token", { token: "nope" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errorMessage: "Token not found" });
    expect((await post(base, "/__test/expire-token", {})).status).toBe(400);
    expect((await post(base, "/__test/expire-token", { email: "nobody@example.com" })).status).toBe(
      404,
    );
  });

  it("with an email, expires that user's tokens only", async () => {
    const signIn = async (email: string) => {
      const res = await post(base, "/api/v1/auth/token-sign-in", {
        provider: "dev",
        idToken: `dev:${email}`,
      });
      return (res.body as { token: string }).token;
    };
    const info = (token: string) => get(base, "/api/v1/user/info", { "auth-header": token });
    const [asha, rohan] = [await signIn("learner@example.com"), await signIn("rise@example.com")];
    const res = await post(base, "/__test/expire-token", { email: "Learner@Example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, expired: expect.any(Number) });
    expect((await info(asha)).status).toBe(401);
    expect((await info(rohan)).status).toBe(200);
  });
});

describe("test endpoints", () => {
  it("ignore tokens (a stale token never blocks a test control)", async () => {
    const res = await post(base, "/__test/reset", {}, { "auth-header": "stale" });
    expect(res.status).toBe(200);
  });

  it("do not exist outside test mode", async () => {
    const other = makeDataDir();
    const plain = await start(other.dir, false);
    try {
      for (const path of [
        "/__test/latest-otp",
        "/__test/expire-token",
        "/__test/update-user",
        "/__test/advance-clock",
      ]) {
        expect((await post(plain.url, path, {})).status, path).toBe(404);
      }
      expect((await get(plain.url, "/__test/behaviour")).status).toBe(404);
    } finally {
      await plain.close();
      other.cleanup();
    }
  });
});
