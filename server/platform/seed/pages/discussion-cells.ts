import { component, section, type SeedCell } from "../builders";
import { band, heading } from "../common";
import { DA_FORUM_ID, DA_MENTOR_CHAT_ID } from "../discussions";

/**
 * The course dashboard's conversations: the cohort's DISCUSSION_FORUM and the learner's CHAT
 * with their mentor. Each is stored with its shipped text only (no threads or messages), so it
 * passes its schema as stored; the platform fills the threads, messages and post actions for the
 * caller into every page answer (community/discussions.ts).
 */
export function cohortConversationsSection(): SeedCell {
  return section(
    "dashboard-community",
    { header: heading("Cohort community", { size: 3 }), layout: band("white", "s") },
    [
      component(
        "DISCUSSION_FORUM",
        {
          forumId: DA_FORUM_ID,
          title: "Cohort 7 discussions",
          description: "Ask about assignments, share resources, help each other out.",
          threads: [],
          emptyText: "No discussions yet: ask the first question about this week's module.",
        },
        { id: "dashboard-forum" },
      ),
      component(
        "CHAT",
        {
          conversationId: DA_MENTOR_CHAT_ID,
          title: "Chat with your mentor",
          subtitle: "Meera Iyer, senior analyst at Bluepeak Analytics · replies within a day",
          messages: [],
          emptyText: "No messages yet: say hello to your mentor.",
        },
        { id: "dashboard-mentor-chat" },
      ),
    ],
  );
}
