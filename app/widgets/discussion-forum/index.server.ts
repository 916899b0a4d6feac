import { discussionForumSchema } from "~/contract/widgets/discussion-forum";
import { defineWidgetServer } from "../define.server";
import { discussionForumSamples } from "./samples";
import { DiscussionForum } from "./DiscussionForum";

export const discussionForumServer = defineWidgetServer({
  kind: "DISCUSSION_FORUM",
  schema: discussionForumSchema,
  samples: discussionForumSamples,
  component: DiscussionForum,
});
