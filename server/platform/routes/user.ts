import { requireSession } from "../auth/session";
import { toLoginUserInfo, userStatusOf } from "../auth/user-info";
import { sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { UPSTREAM_CALLS } from "../../../app/contract/calls";

/** Spec 02 section 7 "Media and user": who is signed in, and their status flags. */
export const userRoutes: RouteTable = {
  [UPSTREAM_CALLS.userInfo.path]: {
    GET: (_req, res, { session }) =>
      sendJson(res, 200, toLoginUserInfo(requireSession(session).user)),
  },
  [UPSTREAM_CALLS.userStatus.path]: {
    GET: (_req, res, { session }) =>
      sendJson(res, 200, { userStatus: userStatusOf(requireSession(session).user) }),
  },
};
