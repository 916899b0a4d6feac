import { mount } from "../http/mount";
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { referralDataSchema } from "~/contract/account-calls";
import { INVALID_EMAIL, INVALID_PHONE, parseEmail, parsePhone } from "../auth/identity";
import { MESSAGES, type PasscodeRequester, type PasscodeService } from "../auth/passcodes";
import { USER_STATE_HASH_HEADER } from "../auth/session";
import type { SignIn, SignInAnswer } from "../auth/sign-in";
import type { SignInLinkService } from "../auth/sign-in-links";
import { clientAddressOf } from "../http/client-address";
import type { TokenService } from "../auth/tokens";
import { HttpError, readJsonBody, sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { parseBody } from "../http/validation";

const bodyShape = {
  invalid_type_error: "Body must be a JSON object",
  required_error: "Body is required",
};
const requestIdField = z
  .string({
    required_error: "requestId is required",
    invalid_type_error: "requestId must be a string",
  })
  .min(1, "requestId is required");

/** `{email}` or `{phone: {mobileNumber, countryCode}}`; the values are checked by identity.ts. */
const otpRequestSchema = z.object({ email: z.unknown(), phone: z.unknown() }, bodyShape);
const otpVerifySchema = z.object({ requestId: requestIdField, otp: z.unknown() }, bodyShape);
const otpResendSchema = z.object({ requestId: requestIdField }, bodyShape);
const linkSignInSchema = z.object(
  {
    token: z
      .string({ required_error: "token is required", invalid_type_error: "token must be a string" })
      .min(1, "token is required")
      .max(200, "token is too long"),
  },
  bodyShape,
);
const tokenSignInSchema = z.object(
  {
    source: z.string().nullish(),
    idToken: z.string({ required_error: "idToken is required" }),
    provider: z.string({ required_error: "provider is required" }),
    // Spec 02 section 7: recorded on the user this sign-in creates (docs/contract.md).
    // The contract's referral, plus the platform's leniency: a null or empty campaign is none.
    referralData: referralDataSchema
      .extend({
        campaignId: z.union([referralDataSchema.shape.campaignId, z.literal("")]).nullish(),
      })
      .nullish()
      // A referral that does not fit is dropped; it never fails the sign-in itself.
      .catch(null),
  },
  bodyShape,
);

/**
 * The development identity provider: idToken "dev:{email}" is that email, no questions asked.
 * It exists only when DEV_SIGN_IN=true (never with NODE_ENV=production); see docs/security.md.
 */
export const DEV_PROVIDER = "dev";
const DEV_TOKEN_PREFIX = "dev:";

const present = (value: unknown) => value !== undefined && value !== null;

function identityOf(body: z.infer<typeof otpRequestSchema>) {
  if (present(body.email) === present(body.phone)) {
    throw new HttpError(400, {
      errorMessage: "Invalid request body",
      errors: { "(root)": ["Send either email or phone"] },
    });
  }
  if (present(body.email)) {
    const email = parseEmail(body.email);
    if (!email) throw new HttpError(400, { errorMessage: INVALID_EMAIL });
    return { channel: "email" as const, value: email };
  }
  const phone = parsePhone(body.phone);
  if (!phone) throw new HttpError(400, { errorMessage: INVALID_PHONE });
  return { channel: "phone" as const, value: phone };
}

const MAX_REQUESTER = 128;

/** A request's own header value: the first one, trimmed, bounded. */
function headerText(req: IncomingMessage, name: string): string {
  const raw = req.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? "").trim().slice(0, MAX_REQUESTER);
}

const digest = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 32);

/**
 * Who asks (issues 30, 41): the caller's address (as the platform believes it, decision 033) with
 * its X-TERMINAL-ID keys its own allowance and lockout; the address alone its total over all
 * identities; X-CAPTCHA says it passed the human check. The reference platform has no provider of
 * its own to ask, so a token is taken as given: the BFF only forwards one its provider produced
 * (and, for ALTCHA, verified and spent: docs/decisions/034, 061). Stored as digests.
 */
function requesterOf(req: IncomingMessage): PasscodeRequester {
  const address = clientAddressOf(req);
  return {
    requester: digest(`${address}|${headerText(req, "x-terminal-id")}`),
    address: digest(address),
    humanChecked: headerText(req, "x-captcha") !== "",
  };
}

/** A sign-in answer also carries the new user's state hash, as every signed-in answer does. */
function sendSignedIn(res: ServerResponse, answer: SignInAnswer) {
  sendJson(res, 200, answer, { [USER_STATE_HASH_HEADER]: answer.user.hash });
}

export function authRoutes(deps: {
  passcodes: PasscodeService;
  links: SignInLinkService;
  signIn: SignIn;
  tokens: TokenService;
  /** The development identity provider exists only when switched on (DEV_SIGN_IN=true). */
  devSignIn: boolean;
  /** Keeps the referral a new user signed in with (token sign-in's referralData). */
  recordReferral?: (
    userId: string,
    referral: { invitedByReferral: string; campaignId: string | null },
  ) => void;
}): RouteTable {
  const { passcodes, links, signIn, tokens, devSignIn, recordReferral } = deps;
  return {
    ...mount("otpRequest", async (req, res) => {
      const body = parseBody(otpRequestSchema, await readJsonBody(req));
      sendJson(res, 200, passcodes.request(identityOf(body), requesterOf(req)));
    }),
    ...mount("otpVerify", async (req, res) => {
      const body = parseBody(otpVerifySchema, await readJsonBody(req));
      const otp = typeof body.otp === "string" ? body.otp.trim() : "";
      if (!/^\d{6}$/.test(otp)) throw new HttpError(400, { errorMessage: MESSAGES.badFormat });
      sendSignedIn(res, signIn(passcodes.verify(body.requestId, otp, requesterOf(req))));
    }),
    ...mount("signInLinkRequest", async (req, res) => {
      const body = parseBody(otpRequestSchema, await readJsonBody(req));
      sendJson(res, 200, links.request(identityOf(body), requesterOf(req)));
    }),
    ...mount("signInLinkSignIn", async (req, res) => {
      const body = parseBody(linkSignInSchema, await readJsonBody(req));
      sendSignedIn(res, signIn(links.signIn(body.token)));
    }),
    ...mount("otpResend", async (req, res) => {
      const body = parseBody(otpResendSchema, await readJsonBody(req));
      sendJson(res, 200, passcodes.resend(body.requestId));
    }),
    ...mount("tokenSignIn", async (req, res) => {
      const body = parseBody(tokenSignInSchema, await readJsonBody(req));
      // Without DEV_SIGN_IN the platform knows no provider at all: "dev" is as unknown as any.
      if (!devSignIn || body.provider !== DEV_PROVIDER) {
        throw new HttpError(400, { errorMessage: "Unsupported sign-in provider" });
      }
      const email = body.idToken.startsWith(DEV_TOKEN_PREFIX)
        ? parseEmail(body.idToken.slice(DEV_TOKEN_PREFIX.length))
        : undefined;
      if (!email) throw new HttpError(400, { errorMessage: "Invalid sign-in token" });
      const referral = body.referralData;
      sendSignedIn(
        res,
        signIn({ channel: "email", value: email }, (user) => {
          if (referral && recordReferral) {
            recordReferral(user.id, {
              invitedByReferral: referral.invitedByReferral,
              campaignId: referral.campaignId || null,
            });
          }
        }),
      );
    }),
    // Spec: no payload, no response. Without a token there is nothing to end: still 204.
    ...mount("logout", (req, res, { session }) => {
      req.resume();
      if (session) tokens.revoke(session.token);
      // The session ended with this call: its state hash no longer describes anyone.
      res.removeHeader(USER_STATE_HASH_HEADER);
      res.writeHead(204, { "Cache-Control": "no-store" });
      res.end();
    }),
  };
}
