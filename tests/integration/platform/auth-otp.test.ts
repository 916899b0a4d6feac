import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashCode } from "~server/platform/auth/passcodes";
import { parsePlatformEnv } from "~server/platform/config";
import type { RunningPlatform } from "~server/platform/server";
import { get, makeDataDir, post, start, type JsonAnswer } from "./platform-harness";

/**
 * Passcode login: request, verify, resend, with every limit and message of the auth contract.
 * Runs with PLATFORM_DEV_OTP on and a fake clock, so expiry and rate windows are crossed at once.
 */

let platform: RunningPlatform;
let base: string;
let now = Date.parse("2025-03-01T10:00:00.000Z");
const logLines: string[] = [];
const data = makeDataDir();

beforeAll(async () => {
  platform = await start(data.dir, {
    devOtp: true,
    now: () => now,
    info: (line) => logLines.push(line),
  });
  base = platform.url;
});
beforeEach(async () => {
  // Fresh rate limits for every test.
  await post(base, "/__test/reset", {});
});
afterAll(async () => {
  await platform.close();
  data.cleanup();
});

const advance = (seconds: number) => (now += seconds * 1000);

interface OtpAnswer {
  requestId: string;
  channel: string;
  maskedIdentity: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
  statusMessage: string;
  devOtp: string;
}

const requestOtp = (body: unknown) => post(base, "/api/v1/auth/otp/request", body);
const verify = (requestId: string, otp: unknown) =>
  post(base, "/api/v1/auth/otp/verify", { requestId, otp });
const resend = (requestId: string) => post(base, "/api/v1/auth/otp/resend", { requestId });

async function requested(body: unknown): Promise<OtpAnswer> {
  const res = await requestOtp(body);
  expect(res.status, res.text).toBe(200);
  return res.body as OtpAnswer;
}

/** A 6-digit code that is not the right one. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

const error = (res: JsonAnswer) => (res.body as { errorMessage: string }).errorMessage;

describe("POST /api/v1/auth/otp/request", () => {
  it("answers the contract's fields for an email, with devOtp and the log line", async () => {
    const answer = await requested({ email: "  Learner@Example.com " });
    expect(answer).toEqual({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      channel: "email",
      maskedIdentity: "l***@example.com",
      expiresInSeconds: 300,
      resendAfterSeconds: 30,
      statusMessage: "We sent a 6-digit passcode to l***@example.com",
      devOtp: expect.stringMatching(/^\d{6}$/),
    });
    expect(logLines).toContain(`[platform] passcode for learner@example.com: ${answer.devOtp}`);
  });

  it("accepts a phone with country code +91, 91 or none (default 91)", async () => {
    for (const countryCode of ["+91", "91", undefined]) {
      const answer = await requested({ phone: { mobileNumber: "9876543210", countryCode } });
      expect(answer.channel).toBe("phone");
      expect(answer.maskedIdentity).toBe("+91 ******3210");
      expect(logLines.at(-1)).toBe(`[platform] passcode for +919876543210: ${answer.devOtp}`);
    }
    const other = await requested({ phone: { mobileNumber: "2025550123", countryCode: "+1" } });
    expect(other.maskedIdentity).toBe("+*******0123");
  });

  it('answers 400 "Invalid Email" for addresses that fail the spec\'s pattern', async () => {
    for (const email of [
      "plain",
      "no-at.example.com",
      "a@b",
      "a@b.c",
      "a@example.c0m",
      "two@@example.com",
      "sp ace@example.com",
      "a@[1.2.3]",
      "",
      42,
      `${"x".repeat(250)}@example.com`,
    ]) {
      const res = await requestOtp({ email });
      expect(res.status, String(email)).toBe(400);
      expect(res.body, String(email)).toEqual({ errorMessage: "Invalid Email" });
    }
  });

  it("accepts the spec's valid forms: subdomains, plus tags, quoted local parts, bracketed IPs", async () => {
    for (const email of [
      "first.last+tag@mail.example.co.in",
      '"odd name"@example.com',
      "admin@[192.168.0.1]",
    ]) {
      expect((await requestOtp({ email })).status, email).toBe(200);
    }
  });

  it('answers 400 "Invalid Phone Number" for anything but digits', async () => {
    for (const phone of [
      { mobileNumber: "98765 43210", countryCode: "+91" },
      { mobileNumber: "+919876543210" },
      { mobileNumber: "98765-43210" },
      { mobileNumber: "abc", countryCode: "91" },
      { mobileNumber: "12345" },
      { mobileNumber: "9876543210", countryCode: "India" },
      { mobileNumber: "9876543210", countryCode: "+91234" },
      { countryCode: "+91" },
      "9876543210",
      [],
    ]) {
      const res = await requestOtp({ phone });
      expect(res.status, JSON.stringify(phone)).toBe(400);
      expect(res.body).toEqual({ errorMessage: "Invalid Phone Number" });
    }
  });

  it("answers 400 Invalid request body for neither or both identities and for non-objects", async () => {
    for (const body of [
      {},
      { email: "learner@example.com", phone: { mobileNumber: "9876543210" } },
      [],
      "nope",
    ]) {
      const res = await requestOtp(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(error(res)).toMatch(/Invalid request body|not valid JSON/);
    }
  });

  it("allows 5 requests per identity per 15 minutes, then 429 with the minutes to wait", async () => {
    for (let i = 0; i < 5; i++) {
      await requested({ email: "rise@example.com" });
      advance(60);
    }
    // The first request was 5 minutes ago: it leaves the window in 10 minutes.
    const blocked = await requestOtp({ email: "rise@example.com" });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      errorMessage: "Too many passcode requests. Try again in 10 minutes.",
    });
    expect(blocked.headers.get("retry-after")).toBe("600");
    // Other identities are not affected.
    expect((await requestOtp({ email: "scale@example.com" })).status).toBe(200);
    advance(9 * 60 + 30);
    expect(error(await requestOtp({ email: "rise@example.com" }))).toBe(
      "Too many passcode requests. Try again in 1 minute.",
    );
    advance(31);
    expect((await requestOtp({ email: "rise@example.com" })).status).toBe(200);
  });

  it("a new request leaves the identity's earlier code live, each until used (issue 30)", async () => {
    const first = await requested({ email: "scale@example.com" });
    advance(1);
    const second = await requested({ email: "scale@example.com" });
    expect((await verify(first.requestId, first.devOtp)).status).toBe(200);
    expect((await verify(second.requestId, second.devOtp)).status).toBe(200);
    expect((await verify(first.requestId, first.devOtp)).status).toBe(410);
  });

  it("answers without devOtp when PLATFORM_DEV_OTP is off, but still logs the code", async () => {
    const other = makeDataDir();
    const lines: string[] = [];
    const quiet = await start(other.dir, { devOtp: false, info: (l) => lines.push(l) });
    try {
      const res = await post(quiet.url, "/api/v1/auth/otp/request", { email: "a@example.com" });
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty("devOtp");
      expect(lines).toEqual([
        expect.stringMatching(/^\[platform\] passcode for a@example\.com: \d{6}$/),
      ]);
    } finally {
      await quiet.close();
      other.cleanup();
    }
  });
});

describe("POST /api/v1/auth/otp/verify", () => {
  it("signs a seeded user in by phone: token, LoginUserInfo and the hash header", async () => {
    const otp = await requested({ phone: { mobileNumber: "9876543210", countryCode: "+91" } });
    const res = await verify(otp.requestId, otp.devOtp);
    expect(res.status).toBe(200);
    const body = res.body as { token: string; user: Record<string, unknown> };
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ userId: "usr_learner", email: "learner@example.com" });
    expect(res.headers.get("x-user-state-hash")).toBe(body.user.hash);
    const info = await get(base, "/api/v1/user/info", { "auth-header": body.token });
    expect(info.body).toEqual(body.user);
  });

  it("creates a user on the first sign-in of a new email, and finds it the next time", async () => {
    const first = await requested({ email: "New.Learner@example.com" });
    const res = await verify(first.requestId, first.devOtp);
    const user = (res.body as { user: Record<string, unknown> }).user;
    expect(user).toEqual({
      userId: expect.stringMatching(/^usr_/),
      firstName: null,
      lastName: null,
      email: "new.learner@example.com",
      image: null,
      admin: false,
      riseMember: false,
      scaleMember: false,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      portfolioUrl: null,
      userStatus: { isPersonalInfoPresent: false, isWhitelisted: false, isNewUser: true },
    });
    advance(1);
    const again = await requested({ email: "new.learner@example.com" });
    const second = (await verify(again.requestId, again.devOtp)).body as {
      user: { userId: string };
    };
    expect(second.user.userId).toBe(user.userId);
  });

  it("creates a phone-only user for an unknown number", async () => {
    const otp = await requested({ phone: { mobileNumber: "9000000001" } });
    const user = (
      (await verify(otp.requestId, otp.devOtp)).body as { user: Record<string, unknown> }
    ).user;
    expect(user).toMatchObject({ email: null, userStatus: { isNewUser: true } });
  });

  it('answers 400 "The passcode must be 6 digits" for anything else', async () => {
    const otp = await requested({ email: "learner@example.com" });
    for (const code of ["12345", "1234567", "12a456", "", null, 123456, " 12 3456"]) {
      const res = await verify(otp.requestId, code);
      expect(res.status, String(code)).toBe(400);
      expect(res.body).toEqual({ errorMessage: "The passcode must be 6 digits" });
    }
    // None of them counted as an attempt.
    const wrongOnce = await verify(otp.requestId, wrong(otp.devOtp));
    expect(wrongOnce.body).toEqual({
      errorMessage: "Incorrect passcode",
      errors: { attemptsLeft: 4 },
    });
  });

  it("counts wrong codes: 422 with attemptsLeft 4..0, then 429 even for the right code", async () => {
    const otp = await requested({ email: "learner@example.com" });
    for (let left = 4; left >= 0; left--) {
      const res = await verify(otp.requestId, wrong(otp.devOtp));
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        errorMessage: "Incorrect passcode",
        errors: { attemptsLeft: left },
      });
    }
    const blocked = await verify(otp.requestId, otp.devOtp);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ errorMessage: "Too many attempts. Request a new passcode." });
  });

  it("410 after 300 seconds; 299 seconds is still fine", async () => {
    const late = await requested({ email: "learner@example.com" });
    advance(300);
    const res = await verify(late.requestId, late.devOtp);
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ errorMessage: "This passcode has expired. Request a new one." });

    const onTime = await requested({ email: "rise@example.com" });
    advance(299);
    expect((await verify(onTime.requestId, onTime.devOtp)).status).toBe(200);
  });

  it("a code signs in once: the second verify answers 410", async () => {
    const otp = await requested({ email: "learner@example.com" });
    expect((await verify(otp.requestId, otp.devOtp)).status).toBe(200);
    expect((await verify(otp.requestId, otp.devOtp)).status).toBe(410);
  });

  it("404 for an unknown requestId, 400 without one", async () => {
    const res = await verify("00000000-0000-0000-0000-000000000000", "123456");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errorMessage: "Passcode request not found" });
    const missing = await post(base, "/api/v1/auth/otp/verify", { otp: "123456" });
    expect(missing.status).toBe(400);
    expect(error(missing)).toBe("Invalid request body");
  });
});

describe("POST /api/v1/auth/otp/resend", () => {
  it("answers 429 with the seconds to wait inside 30 s, then a new code (the old one void)", async () => {
    const otp = await requested({ email: "learner@example.com" });
    advance(10);
    const early = await resend(otp.requestId);
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ errorMessage: "Please wait 20 seconds before asking again." });
    expect(early.headers.get("retry-after")).toBe("20");
    advance(19.5);
    expect(error(await resend(otp.requestId))).toBe("Please wait 1 second before asking again.");
    advance(0.5);
    const again = await resend(otp.requestId);
    expect(again.status).toBe(200);
    const answer = again.body as OtpAnswer;
    expect(answer).toMatchObject({
      requestId: otp.requestId,
      channel: "email",
      maskedIdentity: "l***@example.com",
      expiresInSeconds: 300,
      resendAfterSeconds: 30,
      statusMessage: "We sent a 6-digit passcode to l***@example.com",
    });
    expect(answer.devOtp).toMatch(/^\d{6}$/);
    if (answer.devOtp !== otp.devOtp) {
      expect((await verify(otp.requestId, otp.devOtp)).status).toBe(422);
    }
    expect((await verify(otp.requestId, answer.devOtp)).status).toBe(200);
  });

  it("allows 3 resends per request, then 429", async () => {
    const otp = await requested({ email: "scale@example.com" });
    for (let i = 0; i < 3; i++) {
      advance(30);
      expect((await resend(otp.requestId)).status).toBe(200);
    }
    advance(30);
    const fourth = await resend(otp.requestId);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ errorMessage: "Too many resends. Request a new passcode." });
  });

  it("restarts the expiry and the attempts; revives an expired code but not a used one", async () => {
    const otp = await requested({ email: "admin@example.com" });
    for (let i = 0; i < 5; i++) await verify(otp.requestId, wrong(otp.devOtp));
    advance(301);
    const fresh = (await resend(otp.requestId)).body as OtpAnswer;
    advance(299);
    expect((await verify(otp.requestId, fresh.devOtp)).status).toBe(200);
    advance(30);
    const used = await resend(otp.requestId);
    expect(used.status).toBe(410);
    expect(used.body).toEqual({ errorMessage: "This passcode has expired. Request a new one." });
  });

  it("404 for an unknown requestId", async () => {
    const res = await resend("nope");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errorMessage: "Passcode request not found" });
  });
});

describe("passcode storage", () => {
  it("keeps only salted sha256 hashes of codes, never the code", async () => {
    const otp = await requested({ email: "portfolio@example.com" });
    const db = new BetterSqlite3(path.join(data.dir, "platform.sqlite"), { readonly: true });
    try {
      const row = db
        .prepare("SELECT * FROM otp_requests WHERE id = ?")
        .get(otp.requestId) as Record<string, unknown>;
      expect(row.code_hash).toBe(hashCode(otp.requestId, otp.devOtp));
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      // No cell of the auth tables holds the code, alone or inside a longer text.
      for (const table of ["otp_requests", "users", "auth_tokens", "meta"]) {
        for (const r of db.prepare(`SELECT * FROM "${table}"`).all() as Array<
          Record<string, unknown>
        >) {
          for (const value of Object.values(r)) {
            expect(String(value), table).not.toBe(otp.devOtp);
            if (typeof value === "string" && !/^[0-9a-f]{64}$/.test(value)) {
              expect(value, table).not.toContain(otp.devOtp);
            }
          }
        }
      }
    } finally {
      db.close();
    }
  });

  it("logs neither the code nor whose it is in production mode (decision 063)", async () => {
    const parsed = parsePlatformEnv({
      NODE_ENV: "production",
      PAYMENT_GATEWAY_SECRET: "a-random-production-secret",
    } as NodeJS.ProcessEnv);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.config.logPasscodes).toBe(false);
    const other = makeDataDir();
    const lines: string[] = [];
    const quiet = await start(other.dir, {
      devOtp: false,
      info: (l) => lines.push(l),
      logPasscodes: parsed.config.logPasscodes,
    });
    try {
      const res = await post(quiet.url, "/api/v1/auth/otp/request", { email: "a@example.com" });
      expect(res.status).toBe(200);
      expect(lines).toEqual([]);
    } finally {
      await quiet.close();
      other.cleanup();
    }
  });
});
