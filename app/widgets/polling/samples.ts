import type { WidgetSample } from "../types";
import { UPSTREAM_CALLS } from "~/contract/calls";
import type { PollingInput } from "~/contract/widgets/polling";

const voteAction = {
  type: "API_CALL",
  uri: UPSTREAM_CALLS.communityPollVote.path,
  requestObject: { pollId: "career-fair-topic" },
  loginAction: { type: "SERVER_LOGIN" },
  reloadPage: true,
};

const options = [
  { id: "resume", label: "Resume teardown with a hiring manager" },
  { id: "portfolio", label: "Building a product portfolio from scratch" },
  { id: "negotiation", label: "Negotiating your first offer" },
];

/** A live poll before the viewer voted, after it, and a closed one. */
export const pollingSamples: WidgetSample<PollingInput>[] = [
  {
    title: "Open poll (not voted yet)",
    data: {
      type: "POLLING",
      pollId: "career-fair-topic",
      question: "Which live panel should open the Career Fair?",
      description: "The panel with the most votes goes first on Saturday at 10 am IST.",
      options,
      closesAt: "2026-03-14T12:30:00Z",
      status: "OPEN",
      voteAction,
    },
  },
  {
    title: "After voting: results",
    data: {
      type: "POLLING",
      pollId: "career-fair-topic",
      question: "Which live panel should open the Career Fair?",
      options: [
        { ...options[0], votes: 42 },
        { ...options[1], votes: 27 },
        { ...options[2], votes: 31 },
      ],
      closesAt: "2026-03-14T12:30:00Z",
      status: "OPEN",
      viewerChoice: "portfolio",
      showResults: true,
    },
  },
  {
    title: "Closed poll",
    data: {
      type: "POLLING",
      pollId: "bootcamp-format",
      question: "How do you prefer your SQL bootcamp sessions?",
      options: [
        { id: "weekday-evenings", label: "Weekday evenings, 90 minutes", votes: 118 },
        { id: "weekend-mornings", label: "Weekend mornings, 3 hours", votes: 87 },
      ],
      closesAt: "2026-01-31T18:30:00Z",
      status: "CLOSED",
    },
  },
];
