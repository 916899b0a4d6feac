import { discussionForumSchema } from "~/contract/widgets/discussion-forum";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./discussion-forum.css";
import { discussionForumSamples } from "./samples";

export const discussionForumServer = defineWidgetServer({
  kind: "DISCUSSION_FORUM",
  schema: discussionForumSchema,
  stylesheets: [stylesheet],
  samples: discussionForumSamples,
  help: { description: "Threads where learners ask and answer questions." },
});
