import type { CommunityService } from "../community/service";
import { castVote } from "../community/polls";
import { replyToThread, sendMessage, startThread } from "../community/discussions";
import { readActionBody } from "../http/action-body";
import { sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { COMMUNITY_PATHS } from "~/contract/community-calls";

/**
 * The community family's calls (app/contract/community-calls.ts). Each needs a login: without
 * one the answer is 401 before the body is read.
 */
export function communityRoutes(community: CommunityService): RouteTable {
  return {
    [COMMUNITY_PATHS.pollVote]: {
      POST: async (req, res, { session }) => {
        if (!session) req.resume();
        const body = session ? await readActionBody(req) : undefined;
        sendJson(res, 200, castVote(community.repo, session, body, community.clock));
      },
    },
    [COMMUNITY_PATHS.discussionStart]: {
      POST: async (req, res, { session }) => {
        if (!session) req.resume();
        const body = session ? await readActionBody(req) : undefined;
        sendJson(res, 200, startThread(community.discussions, session, body, community.clock));
      },
    },
    [COMMUNITY_PATHS.discussionReply]: {
      POST: async (req, res, { session }) => {
        if (!session) req.resume();
        const body = session ? await readActionBody(req) : undefined;
        sendJson(res, 200, replyToThread(community.discussions, session, body, community.clock));
      },
    },
    [COMMUNITY_PATHS.chatSend]: {
      POST: async (req, res, { session }) => {
        if (!session) req.resume();
        const body = session ? await readActionBody(req) : undefined;
        sendJson(res, 200, sendMessage(community.discussions, session, body, community.clock));
      },
    },
  };
}
