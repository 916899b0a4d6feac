import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "~server/platform/server";
import {
  CAPTCHA_REQUIRED_MESSAGE,
  PASSCODE_GUESS_LOCKOUTS_SECONDS,
  PASSCODE_GUESS_MEMORY_SECONDS,
  PASSCODE_GUESSES_BEFORE_LOCKOUT,
  PASSCODE_REQUEST_LIMITS,
} from "~/contract/login";

/**
 * Issue 30: nobody locks a chosen account out. A stranger's passcode requests never void the
 * owner's live code, nor spend the owner's allowance (limits keyed on requester and identity;
 * the identity-wide ceiling asks for the human check, X-CAPTCHA). Guessing meets an escalating
 * lockout, kept in SQLite.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), "otp-account-"));
let platform: RunningPlatform;
let now = Date.parse("2026-11-28T00:00:00Z");
const start = () =>
  startPlatform({
    port: 0,
    host: "127.0.0.1",
    dataDir: dir,
    testMode: false,
    devOtp: true,
    now: () => now,
    log: () => {},
    info: () => {},
  });
beforeAll(async () => {
  platform = await start();
});
afterAll(async () => {
  await platform.close();
  rmSync(dir, { recursive: true, force: true });
});

async function post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${platform.url}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown>,
  };
}

const request = (email: string, terminal: string, captcha?: string) =>
  post(
    "/api/v1/auth/otp/request",
    { email },
    { "x-terminal-id": terminal, ...(captcha ? { "x-captcha": captcha } : {}) },
  );
const verify = (requestId: unknown, otp: unknown) =>
  post("/api/v1/auth/otp/verify", { requestId, otp });

it("a stranger's requests neither void the owner's live code nor spend the owner's allowance", async () => {
  const email = "victim@example.com";
  const owner = await request(email, "owner-terminal");
  expect(owner.status).toBe(200);
  for (let i = 0; i < PASSCODE_REQUEST_LIMITS.perRequester; i++) {
    expect((await request(email, "stranger-terminal")).status).toBe(200);
  }
  // The stranger has spent their own allowance, not the owner's.
  expect((await request(email, "stranger-terminal")).status).toBe(429);
  const again = await request(email, "owner-terminal");
  expect(again.status).toBe(200);
  // Both of the owner's codes still work (each request is its own live code).
  expect((await verify(owner.body.requestId, owner.body.devOtp)).status).toBe(200);
  expect((await verify(again.body.requestId, again.body.devOtp)).status).toBe(200);
});

it("the identity-wide ceiling asks for the human check instead of refusing the owner", async () => {
  const email = "crowded@example.com";
  for (let i = 0; i < PASSCODE_REQUEST_LIMITS.perIdentity; i++) {
    expect((await request(email, `stranger-${i}`)).status).toBe(200);
  }
  const asked = await request(email, "owner-terminal");
  expect(asked.status).toBe(429);
  expect(asked.body.errorMessage).toBe(CAPTCHA_REQUIRED_MESSAGE);
  expect(asked.body.errors).toEqual({ captcha: CAPTCHA_REQUIRED_MESSAGE });
  expect((await request(email, "owner-terminal", "a-human-check-token")).status).toBe(200);
});

it("guessing meets an escalating lockout that holds across a restart", async () => {
  const email = "guessed@example.com";
  const lockouts = PASSCODE_GUESS_LOCKOUTS_SECONDS;
  let live = await request(email, "guesser");
  let wrongOnLive = 0;
  const guessWrong = async () => {
    // Five wrong codes use a request up: a guesser asks for another one.
    if (wrongOnLive === 5) {
      now += 31_000;
      live = await request(email, `guesser-${now}`);
      wrongOnLive = 0;
    }
    wrongOnLive++;
    const code = live.body.devOtp === "000000" ? "111111" : "000000";
    return verify(live.body.requestId, code);
  };
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < PASSCODE_GUESSES_BEFORE_LOCKOUT; i++) {
      expect((await guessWrong()).status).toBe(422);
    }
    // Locked: even a fresh request's right code is refused until the lockout ends.
    now += 31_000;
    const fresh = await request(email, `owner-${round}`);
    const locked = await verify(fresh.body.requestId, fresh.body.devOtp);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(lockouts[round]! - 60);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(lockouts[round]!);
    if (round === 1) {
      await platform.close();
      platform = await start();
      const after = await verify(fresh.body.requestId, fresh.body.devOtp);
      expect(after.status).toBe(429);
    }
    now += lockouts[round]! * 1000;
    live = await request(email, `guesser-${now}`);
    wrongOnLive = 0;
  }
  // After the lockout, the right code works and the escalation starts over.
  expect((await verify(live.body.requestId, live.body.devOtp)).status).toBe(200);
});

it("a day without a wrong passcode after a lockout, and the escalation starts over", async () => {
  const email = "forgiven@example.com";
  const lockouts = PASSCODE_GUESS_LOCKOUTS_SECONDS;
  const lockOnce = async () => {
    let locked: Awaited<ReturnType<typeof verify>> | undefined;
    for (let i = 0; i <= PASSCODE_GUESSES_BEFORE_LOCKOUT; i++) {
      if (i % 5 === 0) now += 31_000;
      const live = i % 5 === 0 ? await request(email, `forgiven-${now}`) : undefined;
      if (live) lastLive = live;
      const code = lastLive!.body.devOtp === "000000" ? "111111" : "000000";
      locked = await verify(lastLive!.body.requestId, code);
    }
    return locked!;
  };
  let lastLive: Awaited<ReturnType<typeof request>> | undefined;
  const first = await lockOnce();
  expect(first.status).toBe(429);
  expect(Number(first.headers.get("retry-after"))).toBeLessThanOrEqual(lockouts[0]);
  // The lockout ends, then a whole day passes without a wrong code.
  now += (lockouts[0]! + PASSCODE_GUESS_MEMORY_SECONDS + 1) * 1000;
  const second = await lockOnce();
  expect(second.status).toBe(429);
  // 15 minutes again, not the 1 hour a second lockout within the day earns.
  expect(Number(second.headers.get("retry-after"))).toBeLessThanOrEqual(lockouts[0]);
});
