import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "~server/platform/server";
import {
  CAPTCHA_REQUIRED_MESSAGE,
  PASSCODE_GUESS_LIMITS,
  PASSCODE_GUESS_LOCKOUTS_SECONDS,
  PASSCODE_GUESS_MEMORY_SECONDS,
  PASSCODE_GUESSES_BEFORE_LOCKOUT,
  PASSCODE_REQUEST_LIMITS,
} from "~/contract/login-values";

/**
 * Issues 30 and 41: nobody locks a chosen account out. A stranger's passcode requests never void
 * the owner's live code, nor spend the owner's allowance (limits keyed on the requester, its
 * address and device, and on the identity; the identity-wide ceiling asks for the human check,
 * X-CAPTCHA). Guessing locks out the guesser's own requester (escalating, kept in SQLite); past
 * the identity's total, a check of a code needs the human check, never a refusal.
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

/** A requester: its device (X-TERMINAL-ID) and, as the BFF names it, its client address. */
const as = (terminal: string, address = "198.51.100.7", captcha?: string) => ({
  "x-terminal-id": terminal,
  "x-client-address": address,
  ...(captcha ? { "x-captcha": captcha } : {}),
});
const request = (email: string, terminal: string, captcha?: string) =>
  post("/api/v1/auth/otp/request", { email }, as(terminal, undefined, captcha));
const verify = (requestId: unknown, otp: unknown, headers: Record<string, string> = as("owner")) =>
  post("/api/v1/auth/otp/verify", { requestId, otp }, headers);
const wrong = (code: unknown) => (code === "000000" ? "111111" : "000000");

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

it("guessing locks the guesser out, escalating, across a restart; the owner only meets the check", async () => {
  const email = "guessed@example.com";
  const lockouts = PASSCODE_GUESS_LOCKOUTS_SECONDS;
  // A determined guesser who passes the human check every time: the lockout still holds it.
  const guesser = as("guesser-device", "203.0.113.66", "solved-check");
  let live = await request(email, "guesser-device");
  let wrongOnLive = 0;
  const guessWrong = async () => {
    // Five wrong codes use a request up: the guesser asks for another one.
    if (wrongOnLive === 5) {
      now += 31_000;
      live = await request(email, `guesser-${now}`);
      wrongOnLive = 0;
    }
    wrongOnLive++;
    return verify(live.body.requestId, wrong(live.body.devOtp), guesser);
  };
  for (let round = 0; round < 3; round++) {
    for (let i = 0; i < PASSCODE_GUESSES_BEFORE_LOCKOUT; i++) {
      expect((await guessWrong()).status).toBe(422);
    }
    // The guesser is locked: even a right code of its own is refused until the lockout ends.
    now += 31_000;
    const own = await request(email, `guesser-own-${round}`);
    const locked = await verify(own.body.requestId, own.body.devOtp, guesser);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(lockouts[round]! - 60);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(lockouts[round]!);
    // The owner, from their own address and device, is never locked: the check takes over.
    const owner = as(`owner-${round}`, "192.0.2.10");
    const mine = await request(email, `owner-${round}`);
    const asked = await verify(mine.body.requestId, mine.body.devOtp, owner);
    expect(asked.status).toBe(429);
    expect(asked.body.errors).toEqual({ captcha: CAPTCHA_REQUIRED_MESSAGE });
    if (round === 1) {
      await platform.close();
      platform = await start();
      expect((await verify(own.body.requestId, own.body.devOtp, guesser)).status).toBe(429);
    }
    const checked = as(`owner-${round}`, "192.0.2.10", "a-human-check-token");
    expect((await verify(mine.body.requestId, mine.body.devOtp, checked)).status).toBe(200);
    now += lockouts[round]! * 1000;
    live = await request(email, `guesser-${now}`);
    wrongOnLive = 0;
  }
  // After its lockout, the guesser's right code works (with the check the total asks for).
  const done = await verify(live.body.requestId, live.body.devOtp, guesser);
  expect(done.status).toBe(200);
});

it("a day without a wrong passcode after a lockout, and the escalation starts over", async () => {
  const email = "forgiven@example.com";
  const lockouts = PASSCODE_GUESS_LOCKOUTS_SECONDS;
  const guesser = as("forgiven-guesser", "203.0.113.77", "checked");
  let lastLive: Awaited<ReturnType<typeof request>> | undefined;
  const lockOnce = async () => {
    let locked: Awaited<ReturnType<typeof verify>> | undefined;
    for (let i = 0; i <= PASSCODE_GUESSES_BEFORE_LOCKOUT; i++) {
      if (i % 5 === 0) now += 31_000;
      const live = i % 5 === 0 ? await request(email, `forgiven-${now}`) : undefined;
      if (live) lastLive = live;
      locked = await verify(lastLive!.body.requestId, wrong(lastLive!.body.devOtp), guesser);
    }
    return locked!;
  };
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

it("30 wrong codes from one address, over many identities and devices, ask that address for the check", async () => {
  const address = "203.0.113.99";
  let asked: Awaited<ReturnType<typeof verify>> | undefined;
  for (let i = 0; i <= PASSCODE_GUESS_LIMITS.perAddress; i++) {
    now += 1_000;
    const email = `spread.${i}@example.com`;
    const live = await request(email, `spread-${i}`);
    asked = await verify(live.body.requestId, wrong(live.body.devOtp), as(`spread-${i}`, address));
    if (i < PASSCODE_GUESS_LIMITS.perAddress) expect(asked.status, `guess ${i + 1}`).toBe(422);
  }
  expect(asked!.status).toBe(429);
  expect(asked!.body.errors).toEqual({ captcha: CAPTCHA_REQUIRED_MESSAGE });
  // Another address is not asked.
  const other = await request("spread.other@example.com", "spread-other");
  const fine = await verify(
    other.body.requestId,
    other.body.devOtp,
    as("spread-other", "192.0.2.55"),
  );
  expect(fine.status).toBe(200);
});
