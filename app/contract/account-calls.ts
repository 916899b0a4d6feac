import { z } from "zod";
import { apiCallResultSchema, formSubmitResultSchema } from "./answers";
import { body, noBody, type CatalogueEntry } from "./catalogue-entry";
import { looseObject, opt, tolerantArray } from "./lenient";

/**
 * Onboarding, invitations and connected accounts in the call catalogue (issue 16, docs/contract.md
 * "Onboarding, invitations and connected accounts"; docs/decisions/019). The spec names
 * GET /api/v1/user/status (calls.ts, `userStatus`); these are the calls it leaves "not shown".
 */

/** One connected account: which provider, the account's id and display name there, since when. */
export const oauthConnectionSchema = looseObject({
  provider: z.string().min(1).max(40),
  accountId: opt(z.string().max(200)),
  accountName: z.string().min(1).max(200),
  connectedAt: opt(z.string().max(40)),
});
export type OAuthConnection = z.infer<typeof oauthConnectionSchema>;

export const oauthConnectionsSchema = looseObject({
  connections: tolerantArray(oauthConnectionSchema),
});

/** The exchange of a provider's code, as the BFF sends it (the provider is checked upstream). */
export const oauthConnectRequestSchema = z.object({
  provider: z.string().min(1).max(40),
  code: z.string().min(1).max(500),
  redirectUri: z.string().url().max(2000),
});

/** GET /api/v1/user/status: the spec's userStatus plus the registration status we defined. */
export const userStatusAnswerSchema = looseObject({
  userStatus: looseObject({
    isPersonalInfoPresent: opt(z.boolean()),
    isWhitelisted: opt(z.boolean()),
    isNewUser: opt(z.boolean()),
    /** APPROVED | SKIPPED | REGISTERED | WAITLISTED (registration.ts); unknown values tolerated. */
    registrationStatus: opt(z.string().max(40)),
  }),
});

/**
 * A referrer's or campaign's id: letters, digits, "_" and "-", 1 to 64 of them. The platform's
 * rule, which the BFF's referral cookie already kept; the contract said any 64 characters
 * (decision 041).
 */
export const referralIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** Spec 02 section 7, token sign-in: referralData{invitedByReferral, campaignId}. */
export const referralDataSchema = z.object({
  invitedByReferral: referralIdSchema,
  campaignId: referralIdSchema.optional(),
});
export type ReferralData = z.infer<typeof referralDataSchema>;

export const ACCOUNT_CALLS = {
  oauthConnect: {
    path: "/api/v1/user/oauth/connect",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: oauthConnectRequestSchema,
    answer: oauthConnectionSchema,
  },
  oauthConnections: {
    path: "/api/v1/user/oauth/connections",
    method: "GET",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: noBody,
    answer: oauthConnectionsSchema,
  },
  /** /join-program's form posts here (FORM_SUBMIT): {formId, inputValues{invitationCode}}. */
  programJoin: {
    path: "/api/v1/program/join",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "action",
    request: body({ formId: z.string(), inputValues: z.record(z.unknown()) }),
    answer: formSubmitResultSchema,
  },
  /** /course-invite/{code}'s button (API_CALL): requestObject {inviteCode}. */
  courseInviteAccept: {
    path: "/api/v1/course/invite/accept",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "action",
    request: body({ inviteCode: z.string() }),
    answer: apiCallResultSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;
