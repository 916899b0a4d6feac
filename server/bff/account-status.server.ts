import { data, type AppLoadContext } from "@remix-run/node";
import type { EditorKind } from "~/contract/editor-values";
import {
  membershipTracking,
  REGISTRATION_DESCRIPTIONS,
  REGISTRATION_LABELS,
  registrationStatusOf,
  type MembershipTracking,
  type RegistrationStatus,
} from "~/contract/registration";
import type { PageRouteData } from "~/shared/frame-pages";
import { connectionToast } from "./oauth/flow.server";
import { loadPageRoute, type PrepareCells } from "./page-route.server";
import { appendSetCookie } from "./session.server";
import { failureText } from "./upstream-error.server";
import { logger } from "../shared/logger";

/**
 * /register/status and /onboarding/{step} (issue 16, docs/decisions/019): the seeded page, served
 * exactly as the catch-all serves it, plus the learner's status from GET /api/v1/user/status
 * (spec 02 section 7, "Media and user"), which the spec uses for onboarding and whitelisting.
 * The page call settles the session (a 401 ends it); the status call only reads.
 */
export interface AccountStatus {
  registrationStatus: RegistrationStatus;
  label: string;
  description: string;
  isWhitelisted: boolean;
  isNewUser: boolean;
  isPersonalInfoPresent: boolean;
  /** Spec 01 section 6: whitelisted is tracked as approved, otherwise waitlisted. */
  tracking: MembershipTracking;
}

export interface AccountStatusView {
  loggedIn: boolean;
  status?: AccountStatus;
  statusError?: string;
  /** "Discord is connected." when a connection returned to this page. */
  toast?: string;
}

export type AccountStatusPageData = PageRouteData & { account: AccountStatusView };

/** GET /api/v1/user/status with the user's token; nothing for a visitor. */
async function fetchUserStatus(
  context: AppLoadContext,
): Promise<{ status?: AccountStatus; error?: string }> {
  const auth = context.session.auth;
  if (!auth.user || !auth.token) return {};
  const result = await context.upstream().call("userStatus", {});
  if (!result.ok) {
    logger.warn({ event: "user-status-failed", kind: result.error.kind }, "user status failed");
    return { error: failureText(result.error) };
  }
  const flags = result.data.userStatus;
  const registrationStatus = registrationStatusOf(flags);
  return {
    status: {
      registrationStatus,
      label: REGISTRATION_LABELS[registrationStatus],
      description: REGISTRATION_DESCRIPTIONS[registrationStatus],
      isWhitelisted: flags.isWhitelisted === true,
      isNewUser: flags.isNewUser === true,
      isPersonalInfoPresent: flags.isPersonalInfoPresent === true,
      tracking: membershipTracking(flags.isWhitelisted),
    },
  };
}

export async function loadAccountStatusPage(
  request: Request,
  context: AppLoadContext,
  prepareCells: PrepareCells,
  editorKinds?: () => EditorKind[],
) {
  const auth = context.session.auth;
  const [loaded, read] = await Promise.all([
    loadPageRoute(request, context, prepareCells, editorKinds),
    fetchUserStatus(context),
  ]);
  const { toast, setCookie } = await connectionToast(request, undefined);
  const headers = new Headers(loaded.init?.headers);
  appendSetCookie(headers, setCookie);
  const account: AccountStatusView = {
    loggedIn: Boolean(auth.user),
    status: read.status,
    statusError: read.error,
    toast,
  };
  const body: AccountStatusPageData = { ...(loaded.data as PageRouteData), account };
  return data(body, { status: loaded.init?.status ?? 200, headers });
}
