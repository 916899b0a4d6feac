import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { isoAt, type Clock } from "../clock";
import type { OtpRequestRepository } from "../db/otp-requests";
import { HttpError } from "../http/json";
import {
  CAPTCHA_REQUIRED_MESSAGE,
  PASSCODE_GUESS_LOCKOUTS_SECONDS,
  PASSCODE_GUESS_MEMORY_SECONDS,
  PASSCODE_GUESSES_BEFORE_LOCKOUT,
  PASSCODE_REQUEST_LIMITS,
} from "~/contract/login";
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

const tooMany = (errorMessage: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    { errorMessage },
    retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : {},
  );

/** "Try again in n minutes" (at least one), and the seconds for Retry-After. */
function waitFor(untilMs: number, now: number): { seconds: number; minutes: number } {
  const seconds = Math.max(1, Math.ceil((untilMs - now) / 1000));
  return { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) };
}

/** Who asks for a passcode, as far as the platform can tell (issue 30). */
export interface PasscodeRequester {
  /** X-TERMINAL-ID of the request; empty when it has none (all such requesters share one). */
  requester: string;
  /** Whether the request carries the human check (X-CAPTCHA). */
  humanChecked: boolean;
}

const ANONYMOUS: PasscodeRequester = { requester: "", humanChecked: false };

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

  /** One more wrong code of the identity; the 10th since the last lockout earns the next one. */
  const recordWrongGuess = (identity: string, now: number) => {
    const before = otps.guard(identity);
    // A day without a wrong code (counted from the end of a lockout) and all is forgotten.
    const lastSeen = before ? Math.max(before.lastFailureAt, before.lockedUntil ?? 0) : 0;
    const remembered =
      before && now - lastSeen < PASSCODE_GUESS_MEMORY_SECONDS * 1000 ? before : null;
    const failures = (remembered?.failures ?? 0) + 1;
    const level = remembered?.level ?? 0;
    if (failures < PASSCODE_GUESSES_BEFORE_LOCKOUT) {
      otps.saveGuard(identity, { failures, level, lockedUntil: null, lastFailureAt: now });
      return;
    }
    const steps = PASSCODE_GUESS_LOCKOUTS_SECONDS;
    const seconds = steps[Math.min(level, steps.length - 1)]!;
    otps.saveGuard(identity, {
      failures: 0,
      level: level + 1,
      lockedUntil: now + seconds * 1000,
      lastFailureAt: now,
    });
  };

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
        throw new HttpError(429, {
          errorMessage: MESSAGES.captchaRequired,
          errors: { captcha: MESSAGES.captchaRequired },
        });
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
     * Checks a code (already known to be 6 digits). Right: the request is used up, the identity's
     * wrong guesses are forgotten and its identity returned. Wrong: 422 with attemptsLeft; the 5th
     * wrong try still answers 422 (attemptsLeft 0), any try after it 429, even with the right
     * code. Every 10 wrong codes of an identity, over all its requests, lock its verification:
     * 15 minutes, then 1 hour, then 24 hours (429 with Retry-After, even for the right code).
     */
    verify(requestId: string, code: string): Identity {
      const record = openRequest(requestId);
      const now = clock();
      if (record.consumedAt !== null || record.expiresAt <= now) {
        throw new HttpError(410, { errorMessage: MESSAGES.expired });
      }
      const guard = otps.guard(record.identity);
      if (guard?.lockedUntil && guard.lockedUntil > now) {
        const wait = waitFor(guard.lockedUntil, now);
        throw tooMany(
          `Too many attempts. Try again in ${plural(wait.minutes, "minute")}.`,
          wait.seconds,
        );
      }
      if (record.attempts >= PASSCODE.MAX_ATTEMPTS) throw tooMany(MESSAGES.tooManyAttempts);
      if (!codeMatches(requestId, code, record.codeHash)) {
        otps.failedAttempt(requestId);
        recordWrongGuess(record.identity, now);
        const attemptsLeft = PASSCODE.MAX_ATTEMPTS - record.attempts - 1;
        throw new HttpError(422, { errorMessage: MESSAGES.incorrect, errors: { attemptsLeft } });
      }
      if (!otps.consume(requestId, isoAt(now))) {
        throw new HttpError(410, { errorMessage: MESSAGES.expired });
      }
      otps.clearGuard(record.identity);
      return { channel: record.channel, value: record.identity };
    },
  };
}

export type PasscodeService = ReturnType<typeof createPasscodeService>;
