import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { isoAt, type Clock } from "../clock";
import type { OtpRequestRepository } from "../db/otp-requests";
import { HttpError } from "../http/json";
import {
  CAPTCHA_REQUIRED_MESSAGE,
  PASSCODE_GUESS_LIMITS,
  PASSCODE_GUESS_LOCKOUTS_SECONDS,
  PASSCODE_GUESS_MEMORY_SECONDS,
  PASSCODE_GUESSES_BEFORE_LOCKOUT,
  PASSCODE_REQUEST_LIMITS,
} from "~/contract/login-values";
import { maskIdentity, type Identity } from "./identity";
import { plural } from "~/contract/plural";

/** The limits of the auth contract (spec 01 section 9: OTP length 6). */
export const PASSCODE = {
  LENGTH: 6,
  TTL_SECONDS: 300,
  MAX_ATTEMPTS: 5,
  RESEND_AFTER_SECONDS: 30,
  MAX_RESENDS: 3,
  REQUESTS_PER_WINDOW: PASSCODE_REQUEST_LIMITS.perRequester,
  WINDOW_SECONDS: PASSCODE_REQUEST_LIMITS.windowSeconds,
} as const;

/** Old requests only matter for the rate window; a day later they are deleted. */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

export const MESSAGES = {
  notFound: "Passcode request not found",
  badFormat: "The passcode must be 6 digits",
  incorrect: "Incorrect passcode",
  expired: "This passcode has expired. Request a new one.",
  tooManyAttempts: "Too many attempts. Request a new passcode.",
  tooManyResends: "Too many resends. Request a new passcode.",
  captchaRequired: CAPTCHA_REQUIRED_MESSAGE,
} as const;

/** What a passcode request or resend answers. */
export interface PasscodeAnswer {
  requestId: string;
  channel: Identity["channel"];
  maskedIdentity: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
  statusMessage: string;
  /** Only when the platform runs with PLATFORM_DEV_OTP=1. */
  devOtp?: string;
}

/** A uniformly random 6-digit code, leading zeros kept. */
export const newCode = (): string =>
  String(randomInt(0, 10 ** PASSCODE.LENGTH)).padStart(PASSCODE.LENGTH, "0");

/** The request id salts the hash, so equal codes of two requests never share a stored value. */
export const hashCode = (requestId: string, code: string): string =>
  createHash("sha256").update(`${requestId}:${code}`).digest("hex");

function codeMatches(requestId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(requestId, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export const tooMany = (errorMessage: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    { errorMessage },
    retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : {},
  );

/** "Try again in n minutes" (at least one), and the seconds for Retry-After. */
export function waitFor(untilMs: number, now: number): { seconds: number; minutes: number } {
  const seconds = Math.max(1, Math.ceil((untilMs - now) / 1000));
  return { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) };
}

/** Who asks for or checks a passcode, as far as the platform can tell (issues 30, 41). */
export interface PasscodeRequester {
  /** A digest of the client address and X-TERMINAL-ID: whose allowance and lockout a call uses. */
  requester: string;
  /** A digest of the client address alone: its wrong codes over all identities and devices. */
  address: string;
  /** Whether the request carries the human check (X-CAPTCHA). */
  humanChecked: boolean;
}

const ANONYMOUS: PasscodeRequester = { requester: "", address: "", humanChecked: false };

/** The 429 that asks for the human check instead of refusing (the BFF shows the check). */
const checkNeeded = () =>
  new HttpError(429, {
    errorMessage: MESSAGES.captchaRequired,
    errors: { captcha: MESSAGES.captchaRequired },
  });

export interface PasscodeServiceOptions {
  otps: OtpRequestRepository;
  clock: Clock;
  /** Adds devOtp to answers (PLATFORM_DEV_OTP=1). */
  devOtp: boolean;
  /** Called with every code sent: the platform logs it, test mode remembers it. */
  onCode(identity: Identity, code: string, requestId: string): void;
}

/** One-time passcodes: request, resend, verify, with the contract's expiry and limits. */
export function createPasscodeService({ otps, clock, devOtp, onCode }: PasscodeServiceOptions) {
  const answer = (requestId: string, identity: Identity, code: string): PasscodeAnswer => {
    const maskedIdentity = maskIdentity(identity);
    return {
      requestId,
      channel: identity.channel,
      maskedIdentity,
      expiresInSeconds: PASSCODE.TTL_SECONDS,
      resendAfterSeconds: PASSCODE.RESEND_AFTER_SECONDS,
      statusMessage: `We sent a 6-digit passcode to ${maskedIdentity}`,
      ...(devOtp ? { devOtp: code } : {}),
    };
  };

  /**
   * One more wrong code of the identity by this requester: counted in the identity's and the
   * address's totals, and the requester's 10th since its last lockout earns it the next one.
   */
  const recordWrongGuess = (identity: string, who: PasscodeRequester, now: number) => {
    otps.recordWrongGuess(identity, who.address, isoAt(now));
    const before = otps.guard(identity, who.requester);
    // A day without a wrong code (counted from the end of a lockout) and all is forgotten.
    const lastSeen = before ? Math.max(before.lastFailureAt, before.lockedUntil ?? 0) : 0;
    const remembered =
      before && now - lastSeen < PASSCODE_GUESS_MEMORY_SECONDS * 1000 ? before : null;
    const failures = (remembered?.failures ?? 0) + 1;
    const level = remembered?.level ?? 0;
    if (failures < PASSCODE_GUESSES_BEFORE_LOCKOUT) {
      otps.saveGuard(identity, who.requester, {
        failures,
        level,
        lockedUntil: null,
        lastFailureAt: now,
      });
      return;
    }
    const steps = PASSCODE_GUESS_LOCKOUTS_SECONDS;
    const seconds = steps[Math.min(level, steps.length - 1)]!;
    otps.saveGuard(identity, who.requester, {
      failures: 0,
      level: level + 1,
      lockedUntil: now + seconds * 1000,
      lastFailureAt: now,
    });
  };

  /** The totals shared with others, past which checking a code needs the human check. */
  const guessedTooOften = (identity: string, address: string, now: number) =>
    otps.wrongGuessesOf(identity, isoAt(now - PASSCODE_GUESS_MEMORY_SECONDS * 1000)) >=
      PASSCODE_GUESS_LIMITS.perIdentity ||
    otps.wrongGuessesFrom(
      address,
      isoAt(now - PASSCODE_GUESS_LIMITS.addressWindowSeconds * 1000),
    ) >= PASSCODE_GUESS_LIMITS.perAddress;

  const openRequest = (requestId: string) => {
    const record = otps.find(requestId);
    if (!record) throw new HttpError(404, { errorMessage: MESSAGES.notFound });
    return record;
  };

  return {
    /**
     * A new code for this identity. Earlier codes stay live (each until used or expired): nobody
     * voids a code they did not receive. One requester may ask 5 times in 15 minutes; once the
     * identity was asked for 20 times by everyone together, a request needs the human check
     * (X-CAPTCHA) instead of being refused, so strangers never spend the owner's allowance.
     */
    request(identity: Identity, who: PasscodeRequester = ANONYMOUS): PasscodeAnswer {
      const now = clock();
      const windowMs = PASSCODE.WINDOW_SECONDS * 1000;
      const since = isoAt(now - windowMs);
      otps.pruneBefore(isoAt(now - PRUNE_AFTER_MS));
      otps.pruneGuards(isoAt(now - PASSCODE_GUESS_MEMORY_SECONDS * 1000));
      const mine = otps.createdSinceBy(identity.value, who.requester, since);
      if (mine.length >= PASSCODE.REQUESTS_PER_WINDOW) {
        // Allowed again once the oldest request that counts leaves the window.
        const wait = waitFor(mine[mine.length - PASSCODE.REQUESTS_PER_WINDOW]! + windowMs, now);
        throw tooMany(
          `Too many passcode requests. Try again in ${plural(wait.minutes, "minute")}.`,
          wait.seconds,
        );
      }
      const everyone = otps.createdSince(identity.value, since);
      if (everyone.length >= PASSCODE_REQUEST_LIMITS.perIdentity && !who.humanChecked) {
        throw checkNeeded();
      }
      const requestId = randomUUID();
      const code = newCode();
      otps.insert({
        id: requestId,
        identity: identity.value,
        channel: identity.channel,
        codeHash: hashCode(requestId, code),
        expiresAt: isoAt(now + PASSCODE.TTL_SECONDS * 1000),
        now: isoAt(now),
        requester: who.requester,
      });
      onCode(identity, code, requestId);
      return answer(requestId, identity, code);
    },

    /** A new code for the same request (the old one stops working); attempts start again. */
    resend(requestId: string): PasscodeAnswer {
      const record = openRequest(requestId);
      const now = clock();
      if (record.consumedAt !== null) throw new HttpError(410, { errorMessage: MESSAGES.expired });
      if (record.resends >= PASSCODE.MAX_RESENDS) throw tooMany(MESSAGES.tooManyResends);
      const waitMs = record.lastSentAt + PASSCODE.RESEND_AFTER_SECONDS * 1000 - now;
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw tooMany(`Please wait ${plural(seconds, "second")} before asking again.`, seconds);
      }
      const code = newCode();
      const expiresAt = isoAt(now + PASSCODE.TTL_SECONDS * 1000);
      otps.replaceCode(requestId, hashCode(requestId, code), expiresAt, isoAt(now));
      const identity: Identity = { channel: record.channel, value: record.identity };
      onCode(identity, code, requestId);
      return answer(requestId, identity, code);
    },

    /**
     * Checks a code (already known to be 6 digits). Right: the request is used up, this
     * requester's wrong guesses are forgotten and the identity returned. Wrong: 422 with
     * attemptsLeft; the 5th wrong try still answers 422 (attemptsLeft 0), any try after it 429,
     * even with the right code. Every 10 wrong codes of one requester (address and device) for an
     * identity lock that requester out of it: 15 minutes, then 1 hour, then 24 hours (429 with
     * Retry-After, even for the right code). Others are never locked by it: past 10 wrong codes
     * of the identity from everyone in a day, or 30 from the caller's address in 15 minutes, a
     * check needs the human check (X-CAPTCHA) instead (issue 41).
     */
    verify(requestId: string, code: string, who: PasscodeRequester = ANONYMOUS): Identity {
      const record = openRequest(requestId);
      const now = clock();
      if (record.consumedAt !== null || record.expiresAt <= now) {
        throw new HttpError(410, { errorMessage: MESSAGES.expired });
      }
      const guard = otps.guard(record.identity, who.requester);
      if (guard?.lockedUntil && guard.lockedUntil > now) {
        const wait = waitFor(guard.lockedUntil, now);
        throw tooMany(
          `Too many attempts. Try again in ${plural(wait.minutes, "minute")}.`,
          wait.seconds,
        );
      }
      if (record.attempts >= PASSCODE.MAX_ATTEMPTS) throw tooMany(MESSAGES.tooManyAttempts);
      if (!who.humanChecked && guessedTooOften(record.identity, who.address, now)) {
        throw checkNeeded();
      }
      if (!codeMatches(requestId, code, record.codeHash)) {
        otps.failedAttempt(requestId);
        recordWrongGuess(record.identity, who, now);
        const attemptsLeft = PASSCODE.MAX_ATTEMPTS - record.attempts - 1;
        throw new HttpError(422, { errorMessage: MESSAGES.incorrect, errors: { attemptsLeft } });
      }
      if (!otps.consume(requestId, isoAt(now))) {
        throw new HttpError(410, { errorMessage: MESSAGES.expired });
      }
      otps.clearGuard(record.identity, who.requester);
      return { channel: record.channel, value: record.identity };
    },
  };
}

export type PasscodeService = ReturnType<typeof createPasscodeService>;
