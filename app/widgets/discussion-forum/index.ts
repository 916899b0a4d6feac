import { defineWidget } from "../types";

export const discussionForumWidget = defineWidget({
  kind: "DISCUSSION_FORUM",
  family: true,
  load: () => import("./DiscussionForum").then((m) => m.DiscussionForum),
});
