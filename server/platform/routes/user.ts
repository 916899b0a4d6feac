import { requireSession } from "../auth/session";
import { toLoginUserInfo, userStatusOf } from "../auth/user-info";
import { sendJson } from "../http/json";
import type { RouteTable } from "../http/route";

/** Spec 02 section 7 "Media and user": who is signed in, and their status flags. */
export const userRoutes: RouteTable = {
  "/api/v1/user/info": {
    GET: (_req, res, { session }) =>
      sendJson(res, 200, toLoginUserInfo(requireSession(session).user)),
  },
  "/api/v1/user/status": {
    GET: (_req, res, { session }) =>
      sendJson(res, 200, { userStatus: userStatusOf(requireSession(session).user) }),
  },
};
