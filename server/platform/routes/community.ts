import type { CommunityService } from "../community/service";
import { castVote } from "../community/polls";
import { replyToThread, sendMessage, startThread } from "../community/discussions";
import { readActionBody } from "../http/action-body";
import { sendJson } from "../http/json";
import type { RouteTable } from "../http/route";
import { mount } from "../http/mount";

/**
 * The community family's calls (app/contract/community-calls.ts). Each needs a login: without
 * one the answer is 401 before the body is read.
 */
export function communityRoutes(community: CommunityService): RouteTable {
  return {
    ...mount("communityPollVote", async (req, res, { session }) => {
      if (!session) req.resume();
      const body = session ? await readActionBody(req) : undefined;
      sendJson(res, 200, castVote(community.repo, session, body, community.clock));
    }),
    ...mount("communityDiscussionStart", async (req, res, { session }) => {
      if (!session) req.resume();
      const body = session ? await readActionBody(req) : undefined;
      sendJson(res, 200, startThread(community.discussions, session, body, community.clock));
    }),
    ...mount("communityDiscussionReply", async (req, res, { session }) => {
      if (!session) req.resume();
      const body = session ? await readActionBody(req) : undefined;
      sendJson(res, 200, replyToThread(community.discussions, session, body, community.clock));
    }),
    ...mount("communityChatSend", async (req, res, { session }) => {
      if (!session) req.resume();
      const body = session ? await readActionBody(req) : undefined;
      sendJson(res, 200, sendMessage(community.discussions, session, body, community.clock));
    }),
  };
}
