import { z } from "zod";
import {
  apiCallResultSchema,
  formSubmitResultSchema,
  ignoredAnswerSchema,
  messageAnswerSchema,
  rewardAnswerSchema,
  uploadAnswerSchema,
  videoSignAnswerSchema,
} from "./answers";
import { ACCOUNT_CALLS, referralDataSchema, userStatusAnswerSchema } from "./account-calls";
import { ASSISTANT_CALLS } from "./assistant-calls";
import { body, id, noBody, type CatalogueEntry } from "./catalogue-entry";
import { CODE_CALLS } from "./code-calls";
import { SANDBOX_CALLS } from "./sandbox-calls";
import { EDITOR_CALLS } from "./editor-calls";
import { COMMERCE_CALLS } from "./commerce-calls";
import { COMMUNITY_CALLS } from "./community-calls";
import { CERTIFICATE_CALLS } from "./certificate-calls";
import { loginAnswerSchema, otpRequestAnswerSchema, signInLinkAnswerSchema } from "./login";
import { pageResponseSchema } from "./page";
import { searchResponseSchema } from "./search";
import { loginUserInfoSchema } from "./user";

/**
 * The call catalogue: every upstream call the BFF makes, once (docs/decisions/009). The BFF takes
 * paths and answer schemas from here, the reference platform mounts its routes on these paths,
 * and tests/integration/platform/call-catalogue.test.ts proves the two agree.
 *
 * - `host`: the page host (UPSTREAM_URL) or the code-execution host (practice and sandboxes).
 * - `login`: "required" calls answer 401 without a token; "optional" ones read it when present.
 * - `reachedBy`: "bff" calls are made by the BFF's own code; "action" calls only when a signed
 *   action description (an upstream answer) names the path, like the spec's API_CALL uris.
 * - `request`: the body the BFF sends (JSON unless noted); `answer`: how the BFF reads a 2xx.
 */
export type { CatalogueEntry, LoginNeed, UpstreamHost } from "./catalogue-entry";

/** An email, or a phone number with its country code: what a passcode or a sign-in link goes to. */
const identityBody = z.union([
  body({ email: z.string() }),
  body({ phone: body({ mobileNumber: z.string(), countryCode: z.string() }) }),
]);

export const UPSTREAM_CALLS = {
  page: {
    path: "/api/v1/page",
    method: "POST",
    host: "page",
    login: "optional",
    reachedBy: "bff",
    request: body({ pageUri: z.string(), context: z.record(z.string()).optional() }),
    answer: pageResponseSchema,
  },
  /**
   * The upstream's liveness (docs/contract.md: `GET /health` answers `{ok: true}`): the BFF's
   * /readyz asks it with a short time-out; any 2xx is "up", the body is not read for meaning.
   */
  health: {
    path: "/health",
    method: "GET",
    host: "page",
    login: "none",
    reachedBy: "bff",
    request: noBody,
    answer: ignoredAnswerSchema,
  },
  userInfo: {
    path: "/api/v1/user/info",
    method: "GET",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: noBody,
    answer: loginUserInfoSchema,
  },
  otpRequest: {
    path: "/api/v1/auth/otp/request",
    method: "POST",
    host: "page",
    login: "none",
    reachedBy: "bff",
    request: identityBody,
    answer: otpRequestAnswerSchema,
  },
  otpResend: {
    path: "/api/v1/auth/otp/resend",
    method: "POST",
    host: "page",
    login: "none",
    reachedBy: "bff",
    request: body({ requestId: z.string() }),
    answer: otpRequestAnswerSchema,
  },
  otpVerify: {
    path: "/api/v1/auth/otp/verify",
    method: "POST",
    host: "page",
    login: "none",
    reachedBy: "bff",
    request: body({ requestId: z.string(), otp: z.string() }),
    answer: loginAnswerSchema,
  },
  /**
   * The way in without the human check (issue 41, docs/contract.md "Sign-in links"): a one-use
   * link to the BFF's /email-login, sent to the identity; the answer never holds the link.
   */
  signInLinkRequest: {
    path: "/api/v1/auth/sign-in-link/request",
    method: "POST",
    host: "page",
    login: "none",
    reachedBy: "bff",
    request: identityBody,
    answer: signInLinkAnswerSchema,
  },
  signInLinkSignIn: {
    path: "/api/v1/auth/sign-in-link/sign-in",
    method: "POST",
    host: "page",
    login: "none",
    reachedBy: "bff",
    request: body({ token: z.string() }),
    answer: loginAnswerSchema,
  },
  tokenSignIn: {
    path: "/api/v1/auth/token-sign-in",
    method: "POST",
    host: "page",
    login: "none",
    reachedBy: "bff",
    request: body({
      source: z.string(),
      idToken: z.string(),
      provider: z.string(),
      // Spec 02 section 7: the stored referrer and campaign (account-calls.ts), when there is one.
      referralData: referralDataSchema.optional(),
    }),
    answer: loginAnswerSchema,
  },
  logout: {
    path: "/api/v1/auth/logout",
    method: "POST",
    host: "page",
    /** Without a token there is nothing to end: still 204. */
    login: "optional",
    reachedBy: "bff",
    request: body({}),
    answer: ignoredAnswerSchema,
  },
  ...COMMERCE_CALLS,
  enrolCourse: {
    path: "/api/v1/enroll",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ courseId: id }),
    answer: apiCallResultSchema,
  },
  enrolEvent: {
    path: "/api/v1/enroll/event",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ eventId: id }),
    answer: apiCallResultSchema,
  },
  enrolSubscription: {
    path: "/api/v1/enroll/subscription",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ subscriptionId: id }),
    answer: apiCallResultSchema,
  },
  enrolWorkshop: {
    path: "/api/v1/enroll/workshop",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ workshopId: id }),
    answer: apiCallResultSchema,
  },
  enrolMentorship: {
    path: "/api/v1/enroll/mentorship",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ linkedInUrl: z.string().optional() }),
    answer: apiCallResultSchema,
  },
  courseNotify: {
    path: "/api/v1/course/action/notify",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ courseId: id }),
    answer: apiCallResultSchema,
  },
  activityUpdate: {
    path: "/api/v1/lms-service/user-activity/update",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({}),
    answer: apiCallResultSchema,
  },
  claimReward: {
    path: "/api/v1/lms-service/user-activity/claim-reward",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ rewardId: id }),
    answer: rewardAnswerSchema,
  },
  profileSubmit: {
    path: "/api/v1/user/profile/submit",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({}),
    answer: apiCallResultSchema,
  },
  profileImage: {
    path: "/api/v1/user/update/profileImage",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({
      url: z.string(),
      aspectRatioX: z.number().optional(),
      aspectRatioY: z.number().optional(),
    }),
    answer: messageAnswerSchema,
  },
  resume: {
    path: "/api/v1/user/update/resume",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ resumeUrl: z.string() }),
    answer: messageAnswerSchema,
  },
  upload: {
    path: "/api/v1/upload",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    /** multipart/form-data: file, uploadType. */
    request: z.instanceof(FormData),
    answer: uploadAnswerSchema,
  },
  memberApproval: {
    path: "/api/v1/member/approval",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ decision: z.string() }),
    answer: apiCallResultSchema,
  },
  referralCapture: {
    path: "/api/v1/referral/capture",
    method: "POST",
    host: "page",
    login: "optional",
    reachedBy: "bff",
    request: body({ referralId: z.string().optional(), campaignId: z.string().optional() }),
    answer: ignoredAnswerSchema,
  },
  videoSign: {
    path: "/api/v1/aws/cloudfront/sign-cookies",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: body({ objectKeys: z.array(z.string()) }),
    answer: videoSignAnswerSchema,
  },
  /** Onboarding and whitelisting read it (/onboarding/*, /register/status: decision 019). */
  userStatus: {
    path: "/api/v1/user/status",
    method: "GET",
    host: "page",
    login: "required",
    reachedBy: "bff",
    request: noBody,
    answer: userStatusAnswerSchema,
  },
  // Reached only when a signed action names them (the seeded pages do; upstream may name others).
  search: {
    path: "/api/v1/search",
    method: "POST",
    host: "page",
    login: "optional",
    reachedBy: "action",
    request: body({}),
    answer: searchResponseSchema,
  },
  formSubmit: {
    path: "/api/v1/form/submit/:formId",
    method: "POST",
    host: "page",
    login: "optional",
    reachedBy: "action",
    request: body({ formId: z.string(), inputValues: z.record(z.unknown()) }),
    answer: formSubmitResultSchema,
  },
  contestTabSwitch: {
    path: "/api/v1/contest/tab-switch",
    method: "POST",
    host: "page",
    login: "optional",
    reachedBy: "action",
    request: body({}),
    answer: ignoredAnswerSchema,
  },
  onboardingUpdate: {
    path: "/api/v1/lms-service/user-activity/update-onboarding",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "action",
    request: body({}),
    answer: apiCallResultSchema,
  },
  certificateDownload: {
    path: "/api/v1/certificate/download",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "action",
    request: body({}),
    /** A binary answer (DOWNLOAD), streamed; this schema is not used. */
    answer: ignoredAnswerSchema,
  },
  ...CODE_CALLS,
  ...SANDBOX_CALLS,
  ...ASSISTANT_CALLS,
  ...EDITOR_CALLS,
  ...COMMUNITY_CALLS,
  ...ACCOUNT_CALLS,
  ...CERTIFICATE_CALLS,
} as const satisfies Record<string, CatalogueEntry>;

export type UpstreamCallName = keyof typeof UPSTREAM_CALLS;

/** "/api/v1/form/submit/abc" matches "/api/v1/form/submit/:formId"; the query is not part of it. */
export function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("?")[0].split("/");
  if (want.length !== got.length) return false;
  return want.every((part, i) => (part.startsWith(":") ? got[i] !== "" : part === got[i]));
}

/** The catalogue entry a path belongs to, if any. */
export function catalogueEntryOf(path: string): UpstreamCallName | undefined {
  return (Object.keys(UPSTREAM_CALLS) as UpstreamCallName[]).find((name) =>
    pathMatches(UPSTREAM_CALLS[name].path, path),
  );
}

/** A catalogue path with its `:name` segments filled in (each value percent-encoded). */
export function callPath(name: UpstreamCallName, params: Record<string, string> = {}): string {
  return UPSTREAM_CALLS[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs :${key}`);
    return encodeURIComponent(value);
  });
}
