import type { WidgetSample } from "../types";
import { UPSTREAM_CALLS } from "~/contract/calls";
import type { DiscussionForumInput } from "~/contract/widgets/discussion-forum";

const FORUM_ID = "da-cohort-7";

const startAction = {
  type: "API_CALL",
  uri: UPSTREAM_CALLS.communityDiscussionStart.path,
  requestObject: { forumId: FORUM_ID },
  loginAction: { type: "SERVER_LOGIN" },
  reloadPage: true,
};

const replyAction = (threadId: string) => ({
  type: "API_CALL",
  uri: UPSTREAM_CALLS.communityDiscussionReply.path,
  requestObject: { forumId: FORUM_ID, threadId },
  loginAction: { type: "SERVER_LOGIN" },
  reloadPage: true,
});

/** A cohort's forum with replies, and an empty one that invites the first post. */
export const discussionForumSamples: WidgetSample<DiscussionForumInput>[] = [
  {
    title: "Cohort forum with threads",
    data: {
      type: "DISCUSSION_FORUM",
      forumId: FORUM_ID,
      title: "Cohort 7 discussions",
      description: "Ask about assignments, share resources, help each other out.",
      threads: [
        {
          id: "window-functions-rank",
          title: "RANK vs DENSE_RANK in the Module 3 assignment?",
          authorName: "Kabir Malhotra",
          createdAt: "2026-03-10T14:05:00Z",
          body: "Question 4 asks for the top three products per region. Which one should we use when two products tie?",
          replyCount: 2,
          replies: [
            {
              id: "r-1",
              authorName: "Meera Iyer",
              createdAt: "2026-03-10T15:20:00Z",
              body: "DENSE_RANK: ties share a rank and the next rank is not skipped, so you still get three ranks.",
            },
            {
              id: "r-2",
              authorName: "Asha Learner",
              createdAt: "2026-03-10T16:02:00Z",
              body: "That fixed my answer, thanks!",
              isOwn: true,
            },
          ],
          replyAction: replyAction("window-functions-rank"),
        },
        {
          id: "mock-interview-partners",
          title: "Looking for mock interview partners this weekend",
          authorName: "Farah Siddiqui",
          createdAt: "2026-03-11T04:30:00Z",
          body: "I have my first analyst interview next week. Anyone up for a 30-minute SQL mock on Saturday?",
          replyCount: 0,
          replies: [],
          replyAction: replyAction("mock-interview-partners"),
        },
      ],
      startAction,
    },
  },
  {
    title: "Empty forum",
    data: {
      type: "DISCUSSION_FORUM",
      forumId: "pm-fellowship-cohort-2",
      title: "Product Management Fellowship forum",
      threads: [],
      emptyText: "No discussions yet: ask the first question about your PRD assignment.",
      startAction: { ...startAction, requestObject: { forumId: "pm-fellowship-cohort-2" } },
    },
  },
];
