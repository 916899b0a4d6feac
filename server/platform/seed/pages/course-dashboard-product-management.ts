import { component, page, section } from "../builders";
import { band, button, heading, navigate, pageData } from "../common";

/**
 * The Product Manager Fellowship's dashboard: where a buyer lands from "Go to course" on the
 * course page, My Courses' "Open" and the paid order (ITEM_PAGE_URIS). A new cohort's view:
 * the plan, the first week's sessions and where to get help.
 */
export const PM_DASHBOARD = "/course-dashboard/product-management";
const COURSE_PAGE = "/course/product-management-course";

const PLAN = [
  ["Weeks 1-3", "Product thinking", "Live classes and a teardown", "Starts Monday"],
  ["Weeks 4-6", "Discovery and user interviews", "Five interviews, one synthesis", "Week 4"],
  ["Weeks 7-9", "Metrics and prioritisation", "A metric tree for a real product", "Week 7"],
  ["Weeks 10-12", "Specs and roadmaps", "A one-page spec reviewed by a mentor", "Week 10"],
  [
    "Weeks 13-16",
    "Capstone and mock interviews",
    "Capstone walk-through, 6 mock interviews",
    "Week 13",
  ],
] as const;

export const productManagementDashboardPage = page(
  {
    id: "course-dashboard-product-management",
    uri: PM_DASHBOARD,
    ttl: 60,
    pageData: pageData({
      title: "Product Manager Fellowship dashboard",
      description: "Your plan, sessions and mentor time in the Product Manager Fellowship.",
      pageName: "Course Dashboard",
      marketing: false,
      extra: {
        topNavigationBar: {
          title: { text: "Product Manager Fellowship", subText: "Next cohort · Week 1 of 16" },
          upAction: navigate(COURSE_PAGE),
        },
      },
    }),
  },
  [
    section("overview", { layout: band("surface", "s") }, [
      component("PAGE_TITLE", {
        viewType: "WITH_BORDER_LINE",
        superText: "Your course",
        title: "Product Manager Fellowship",
        subtitle:
          "Welcome aboard. Your cohort starts on Monday: the plan, the first sessions and your mentor are below.",
      }),
      component("STATS", {
        items: [
          { value: "0 of 5", label: "Stages completed" },
          { value: "16", label: "Weeks of live learning" },
          { value: "1:1", label: "Fortnightly mentor sessions" },
        ],
        showDividers: true,
      }),
    ]),
    section("plan", { header: heading("Learning plan", { size: 3 }), layout: band("white", "s") }, [
      component("TABLE", {
        caption: "Your 16 weeks, stage by stage",
        columns: [
          { key: "when", title: "When" },
          { key: "stage", title: "Stage" },
          { key: "work", title: "What you do" },
          { key: "starts", title: "Starts" },
        ],
        rows: PLAN.map(([when, stage, work, starts]) => ({ when, stage, work, starts })),
      }),
    ]),
    section("first-week", { layout: band("surface", "s") }, [
      component("HEADER_TEXT", {
        textData: {
          superText: "This week",
          text: "Meet your cohort and book your first mentor session",
          subText:
            "The welcome session is on Monday at 7 pm. Mentor slots open as soon as you book; pick one before your first teardown.",
        },
        textSize: 4,
        buttonDataList: [
          button("See the sessions", "/events"),
          button("Book a mentor", "/mentorship/product-management", "secondary"),
          button("Programme details", COURSE_PAGE, "text"),
        ],
      }),
    ]),
  ],
);
