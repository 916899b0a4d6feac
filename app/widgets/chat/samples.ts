import type { WidgetSample } from "../types";
import { UPSTREAM_CALLS } from "~/contract/calls";
import type { ChatInput } from "~/contract/widgets/chat";

const sendAction = {
  type: "API_CALL",
  uri: UPSTREAM_CALLS.communityChatSend.path,
  requestObject: { conversationId: "da-mentor-meera" },
  loginAction: { type: "SERVER_LOGIN" },
  reloadPage: true,
};

/** A learner's conversation with their mentor, and a new one with no messages yet. */
export const chatSamples: WidgetSample<ChatInput>[] = [
  {
    title: "Mentor conversation",
    data: {
      type: "CHAT",
      conversationId: "da-mentor-meera",
      title: "Chat with your mentor",
      subtitle: "Meera Iyer, senior analyst at Bluepeak Analytics · replies within a day",
      messages: [
        {
          id: "m-1",
          senderName: "Meera Iyer",
          senderRole: "Mentor",
          sentAt: "2026-03-09T13:00:00Z",
          text: "Hi Asha! How is the Module 3 SQL report coming along?",
        },
        {
          id: "m-2",
          senderName: "Asha Learner",
          sentAt: "2026-03-09T13:12:00Z",
          text: "Mostly done. I am unsure whether to use a CTE or a subquery for the monthly totals.",
          isOwn: true,
        },
        {
          id: "m-3",
          senderName: "Meera Iyer",
          senderRole: "Mentor",
          sentAt: "2026-03-09T13:20:00Z",
          text: "Use a CTE: it reads top to bottom, and reviewers love that in interviews too.",
        },
      ],
      sendAction,
    },
  },
  {
    title: "New conversation",
    data: {
      type: "CHAT",
      conversationId: "bootcamp-cohort-3",
      title: "Generative AI bootcamp: cohort chat",
      messages: [],
      emptyText: "No messages yet: introduce yourself to the cohort.",
      sendAction: { ...sendAction, requestObject: { conversationId: "bootcamp-cohort-3" } },
    },
  },
];
