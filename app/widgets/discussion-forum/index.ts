import { defineWidget } from "../types";

export const discussionForumWidget = defineWidget({
  kind: "DISCUSSION_FORUM",
  load: () => import("./DiscussionForum").then((m) => m.DiscussionForum),
});
