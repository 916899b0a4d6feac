import { z } from "zod";
import { assistantStreamStats } from "../assistant/sse";
import { identityFromString } from "../auth/identity";
import type { TokenService } from "../auth/tokens";
import { toLoginUserInfo } from "../auth/user-info";
import { isoAt, type Clock } from "../clock";
import type { OtpRequestRepository } from "../db/otp-requests";
import type { SignInLinkRepository } from "../db/sign-in-links";
import type { UserPatch, UserRepository } from "../db/users";
import { HttpError, readJsonBody, sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { parseBody } from "../http/validation";
import { behaviourRequestSchema, type TestControls } from "./test-mode";

const text = z.string().trim().min(1);

/** Identities as the passcode calls name them (an email, or +{country}{number}). */
const resetSchema = z.object({
  identities: z
    .array(
      text.transform((raw, ctx) => {
        const identity = identityFromString(raw);
        if (!identity) ctx.addIssue({ code: "custom", message: "not an email or a phone number" });
        return identity?.value ?? raw;
      }),
    )
    .max(100)
    .optional(),
});

/** One token, or every token of the user with that email. */
const expireTokenSchema = z.union([
  z.object({ token: text }).strict(),
  z.object({ email: text }).strict(),
]);
const latestOtpSchema = z.object({
  identity: text.refine((raw) => identityFromString(raw) !== undefined, {
    message: 'identity must be an email or a phone number like "+919876543210"',
  }),
});
/** The state fields of a user; unknown names are refused so a typo never passes silently. */
const userPatchSchema = z
  .object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    portfolioUrl: z.string().nullable(),
    image: z.record(z.unknown()).nullable(),
    isAdmin: z.boolean(),
    isRiseMember: z.boolean(),
    isScaleMember: z.boolean(),
    isWhitelisted: z.boolean(),
    isPersonalInfoPresent: z.boolean(),
    isNewUser: z.boolean(),
  })
  .partial()
  .strict();
const updateUserSchema = z.object({ email: text, patch: userPatchSchema });
const MAX_CLOCK_STEP_SECONDS = 366 * 24 * 60 * 60;
const advanceClockSchema = z.object({
  seconds: z.number().finite().min(-MAX_CLOCK_STEP_SECONDS).max(MAX_CLOCK_STEP_SECONDS),
});

const ok = { ok: true };

export interface TestRouteDeps {
  users: UserRepository;
  otps: OtpRequestRepository;
  links: SignInLinkRepository;
  tokens: TokenService;
  clock: Clock;
}

/** The /__test/* endpoints (PLATFORM_TEST_MODE=1 only). */
export function testRoutes(test: TestControls, deps: TestRouteDeps): RouteTable {
  const { users, otps, links, tokens, clock } = deps;
  return {
    "/__test/last-headers": {
      GET: (_req, res) => sendJson(res, 200, test.lastRequest?.headers ?? {}),
    },
    "/__test/seen-calls": {
      GET: (_req, res) => sendJson(res, 200, [...test.seenCalls]),
    },
    /** Streams opened and still open: a test proves an aborted stream leaves nothing running. */
    "/__test/page-calls": {
      GET: (_req, res) => sendJson(res, 200, Object.fromEntries(test.pageCalls)),
    },
    "/__test/assistant/streams": {
      GET: (_req, res) => sendJson(res, 200, assistantStreamStats()),
    },
    "/__test/last-request": {
      GET: (_req, res) => sendJson(res, 200, test.lastRequest ?? null),
    },
    "/__test/last-page-call": {
      GET: (_req, res) => sendJson(res, 200, test.lastPageCall ?? null),
    },
    "/__test/behaviour": {
      GET: (_req, res) => sendJson(res, 200, test.behaviour),
      POST: async (req, res) => {
        const input = parseBody(behaviourRequestSchema, await readJsonBody(req));
        sendJson(res, 200, test.setBehaviour(input));
      },
    },
    "/__test/reset": {
      // Passcode requests go too, so every test starts with fresh rate limits. With `identities`
      // only theirs go: tests running beside this one keep their open requests and codes.
      POST: async (req, res) => {
        const body = parseBody(resetSchema, (await readJsonBody(req)) ?? {});
        test.reset(body.identities);
        if (!body.identities) {
          otps.deleteAll();
          links.deleteFor();
        } else {
          for (const identity of body.identities) {
            otps.deleteFor(identity);
            links.deleteFor(identity);
          }
        }
        sendJson(res, 200, ok);
      },
    },
    "/__test/expire-token": {
      POST: async (req, res) => {
        const body = parseBody(expireTokenSchema, await readJsonBody(req));
        if ("token" in body) {
          if (!tokens.expireNow(body.token)) {
            throw new HttpError(404, { errorMessage: "Token not found" });
          }
          sendJson(res, 200, ok);
          return;
        }
        const user = users.findByEmail(body.email.toLowerCase());
        if (!user) throw new HttpError(404, { errorMessage: "User not found" });
        sendJson(res, 200, { ...ok, expired: tokens.expireAllOfUser(user.id) });
      },
    },
    "/__test/update-user": {
      POST: async (req, res) => {
        const { email, patch } = parseBody(updateUserSchema, await readJsonBody(req));
        const user = users.findByEmail(email.toLowerCase());
        if (!user) throw new HttpError(404, { errorMessage: "User not found" });
        const updated = users.update(user.id, patch as UserPatch, isoAt(clock()))!;
        sendJson(res, 200, { user: toLoginUserInfo(updated) });
      },
    },
    "/__test/latest-otp": {
      POST: async (req, res) => {
        const body = parseBody(latestOtpSchema, await readJsonBody(req));
        const identity = identityFromString(body.identity)!;
        const latest = test.latestCodes.get(identity.value);
        if (!latest) throw new HttpError(404, { errorMessage: "No passcode for this identity" });
        sendJson(res, 200, latest);
      },
    },
    /** The last sign-in link sent to an identity (issue 41): `{url, token}`. */
    "/__test/latest-link": {
      POST: async (req, res) => {
        const body = parseBody(latestOtpSchema, await readJsonBody(req));
        const identity = identityFromString(body.identity)!;
        const latest = test.latestLinks.get(identity.value);
        if (!latest)
          throw new HttpError(404, { errorMessage: "No sign-in link for this identity" });
        sendJson(res, 200, latest);
      },
    },
    "/__test/advance-clock": {
      POST: async (req, res) => {
        const { seconds } = parseBody(advanceClockSchema, await readJsonBody(req));
        test.clockOffsetMs += Math.round(seconds * 1000);
        sendJson(res, 200, { offsetSeconds: test.clockOffsetMs / 1000, now: isoAt(clock()) });
      },
    },
  };
}
