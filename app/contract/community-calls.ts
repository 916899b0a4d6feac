import { formSubmitResultSchema } from "./answers";
import type { CatalogueEntry } from "./catalogue-entry";
import { pollVoteRequestSchema } from "./community";
import {
  chatSendRequestSchema,
  discussionReplyRequestSchema,
  discussionStartRequestSchema,
} from "./community-conversations";

/**
 * The community family's calls in the call catalogue (decision 009). They are reached only when
 * a page's signed action names them (a widget's form posts FORM_SUBMIT with that action), and
 * all of them need a login: a logged-out visitor is sent through login and the post replayed.
 */
export const COMMUNITY_CALLS = {
  communityPollVote: {
    path: "/api/v1/community/poll/vote",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "action",
    request: pollVoteRequestSchema,
    answer: formSubmitResultSchema,
  },
  communityDiscussionStart: {
    path: "/api/v1/community/discussion/start",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "action",
    request: discussionStartRequestSchema,
    answer: formSubmitResultSchema,
  },
  communityDiscussionReply: {
    path: "/api/v1/community/discussion/reply",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "action",
    request: discussionReplyRequestSchema,
    answer: formSubmitResultSchema,
  },
  communityChatSend: {
    path: "/api/v1/community/chat/send",
    method: "POST",
    host: "page",
    login: "required",
    reachedBy: "action",
    request: chatSendRequestSchema,
    answer: formSubmitResultSchema,
  },
} as const satisfies Record<string, CatalogueEntry>;

/** The paths by name, for the platform's routes and the seeded pages' actions. */
export const COMMUNITY_PATHS = {
  pollVote: COMMUNITY_CALLS.communityPollVote.path,
  discussionStart: COMMUNITY_CALLS.communityDiscussionStart.path,
  discussionReply: COMMUNITY_CALLS.communityDiscussionReply.path,
  chatSend: COMMUNITY_CALLS.communityChatSend.path,
} as const;
