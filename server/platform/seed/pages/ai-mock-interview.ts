import { UPSTREAM_CALLS } from "~/contract/calls";
import { actionButton, apiCall } from "../actions";
import { component, container, page, section } from "../builders";
import { band, heading, pageData, tag } from "../common";

/** START_AI_INTERVIEW (docs/contract.md, "AI interview"): an API_CALL with the role. */
const startInterview = (role: string, flags: Record<string, boolean> = {}) =>
  apiCall(UPSTREAM_CALLS.interviewStart.path, { role, ...flags });

/** One role to interview for: what it covers and the button that starts it. */
function roleCard(
  id: string,
  family: string,
  role: string,
  card: { about: string; button: string; flags?: Record<string, boolean> },
) {
  return component(
    "HEADER_TEXT",
    {
      textData: { superText: family, text: role, subText: card.about },
      textSize: 4,
      buttonDataList: [actionButton(card.button, startInterview(role, card.flags))],
    },
    { id, span: 4 },
  );
}

/**
 * Where a learner starts an AI mock interview: anyone may read the page; the start call needs a
 * login (the catalogue says so), and its answer opens the interview.
 */
export const aiMockInterviewPage = page(
  {
    id: "ai-mock-interview",
    uri: "/interview-prep/ai-mock-interview",
    pageData: pageData({
      title: "AI mock interview",
      description:
        "Practise a five-question interview with an AI interviewer and get feedback on every answer.",
      pageName: "AI Mock Interview",
    }),
  },
  [
    section("ai-interview-title", { layout: band("dark-purple", "m") }, [
      component("PAGE_TITLE", {
        viewType: "PAGE_TITLE_V2",
        superText: "Interview prep",
        title: "AI mock interview",
        subtitle:
          "Five questions for the role you choose, one at a time. Answer by typing or speaking; a summary scores each answer at the end.",
        tagData: [tag("About 15 minutes", "yellow-light"), tag("Free", "green-light")],
      }),
    ]),
    section(
      "ai-interview-roles",
      { header: heading("Choose a role", { size: 3 }), layout: band("white") },
      [
        container({ numColumns: 3, alignment: "ROW", gap: 32 }, [
          roleCard("interview-frontend", "Engineering", "Frontend developer", {
            about: "Browsers, performance, accessibility and a project you are proud of.",
            button: "Start frontend interview",
          }),
          roleCard("interview-data-analyst", "Analytics", "Data analyst", {
            about: "SQL, investigating a metric, A/B tests and telling the story of data.",
            button: "Start data analyst interview",
          }),
          roleCard("interview-backend-live", "Engineering, live", "Backend developer", {
            about:
              "APIs, databases and reliability, over a live connection with the interviewer's voice.",
            button: "Start live backend interview",
            flags: { useWebSocket: true, useServerTTS: true },
          }),
        ]),
      ],
    ),
  ],
);
