import { component, page, section } from "../builders";
import { band, button, heading, navigate, pageData } from "../common";
import { sqlContestLeaderboardSection } from "./community-cells";
import { UPSTREAM_CALLS } from "~/contract/calls";

/** Contest length: a duration from when the page is shown (see countdown.ts). */
const CONTEST_LEFT_MS = 90 * 60 * 1000;

/**
 * A contest page with the tab-switch rule of spec 01 section 5: returning to the tab shows the
 * warning and posts the tracker's request object plus `url` to /api/v1/contest/tab-switch.
 */
export const weeklySqlContestPage = page(
  {
    id: "contest-weekly-sql",
    uri: "/contest/weekly-sql",
    pageData: pageData({
      title: "Weekly SQL Contest",
      description: "Four SQL problems in 90 minutes; switching tabs affects your final score.",
      pageName: "Contest",
      marketing: false,
      extra: {
        tabChangeTracker: {
          action: {
            type: "API_CALL",
            uri: UPSTREAM_CALLS.contestTabSwitch.path,
            requestObject: { contestId: "weekly-sql" },
          },
        },
        topNavigationBar: {
          title: { text: "Weekly SQL Contest", subText: "4 problems · 90 minutes" },
          upAction: navigate("/course-dashboard/data-analyst"),
          timerData: { timerActions: [{ showTimer: true, time: CONTEST_LEFT_MS }] },
        },
      },
    }),
  },
  [
    section("contest-intro", { layout: band("surface", "s") }, [
      component("PAGE_TITLE", {
        viewType: "WITH_BORDER_LINE",
        title: "Weekly SQL Contest",
        subtitle: "Solve as many problems as you can before the timer runs out.",
      }),
      component("RICH_TEXT", {
        blocks: [
          { kind: "heading", text: "Rules", id: "rules" },
          {
            kind: "list",
            items: [
              "Stay on this tab: switching tabs during the contest affects your final score.",
              "Each problem can be submitted as often as you like; the best run counts.",
              "Ties are broken by the time of the last accepted submission.",
            ],
          },
        ],
      }),
    ]),
    section(
      "contest-problems",
      { header: heading("Problems", { size: 3 }), layout: band("white", "s") },
      [
        component("TABLE", {
          caption: "Problems of this week's contest",
          columns: [
            { key: "problem", title: "Problem" },
            { key: "difficulty", title: "Difficulty" },
            { key: "points", title: "Points" },
            { key: "status", title: "Status" },
          ],
          rows: [
            { problem: "Top customers by region", difficulty: "Easy", points: 100, status: "Open" },
            { problem: "Monthly retention", difficulty: "Medium", points: 200, status: "Open" },
            { problem: "Running totals", difficulty: "Medium", points: 200, status: "Open" },
            { problem: "Sessionise events", difficulty: "Hard", points: 300, status: "Open" },
          ],
        }),
      ],
    ),
    sqlContestLeaderboardSection(),
    section("contest-back", { layout: band("surface", "s") }, [
      component("BUTTON_LIST", {
        buttonDataList: [
          button("Back to the dashboard", "/course-dashboard/data-analyst", "secondary"),
        ],
      }),
    ]),
  ],
);
