import { actionButton, apiCall, claimReward, download, showToast } from "../actions";
import { component, layout, page, section } from "../builders";
import { ITEM_IDS } from "../catalog";
import { band, button, heading, image, navigate, pageData } from "../common";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { cohortConversationsSection } from "./discussion-cells";

/**
 * A course dashboard that uses every part of the page frame (spec 01 section 2.3): a navigation
 * drawer (its own page, .../nav), a right pane (its own page, .../pane), a top navigation bar
 * with title, subtitle, up action, two buttons, a countdown and the categorized search bar, a
 * sticky headline, a bottom navigation bar, an announcement bar and floating action buttons.
 */
const DASHBOARD = "/course-dashboard/data-analyst";
const DRAWER_PAGE = `${DASHBOARD}/nav`;
const PANE_PAGE = `${DASHBOARD}/pane`;
const DASHBOARD_TTL_SECONDS = 60;
/** The learning-activity update (spec 02 section 7): the dashboard's API_CALL target. */
const ACTIVITY_UPDATE_URI = UPSTREAM_CALLS.activityUpdate.path;

/** The assignment deadline: a duration from when the page is shown (see countdown.ts). */
const DEADLINE_IN_MS = 3 * 60 * 60 * 1000;

/** Compact spacing for pages shown in the drawer and the right pane. */
const compact = layout({ padding: ["padding-top-16", "padding-bottom-16", "padding-x-16"] });

const MODULES = [
  ["Module 1", "Spreadsheets for analysis", "Live class", "Completed", "Week 1"],
  ["Module 2", "SQL foundations", "Live class", "Completed", "Week 3"],
  ["Module 3", "SQL joins and window functions", "Assignment", "In progress", "Friday"],
  ["Module 4", "Python for data analysis", "Live class", "Not started", "Week 7"],
  ["Module 5", "Dashboards and storytelling", "Project", "Not started", "Week 9"],
  ["Module 6", "Capstone and mock interviews", "Project", "Not started", "Week 12"],
] as const;

/**
 * The learning plan's activity groups (docs/contract.md, "Admin editors"): one TABLE per group,
 * its componentData naming the group (`activityGroupId`) and each row its activity
 * (`activityId`), so an admin can move an activity within or across groups
 * (cms/cohort/operation/activity-group/activity/move).
 */
const ACTIVITY_GROUPS = [
  {
    id: "da-weeks-1-4",
    cellId: "learning-plan-weeks-1-4",
    caption: "Weeks 1-4: foundations",
    activities: [
      ["da-module-1-class", 0],
      ["da-module-2-class", 1],
    ],
  },
  {
    id: "da-weeks-5-8",
    cellId: "learning-plan-weeks-5-8",
    caption: "Weeks 5-8: analysis in SQL and Python",
    activities: [
      ["da-module-3-assignment", 2],
      ["da-module-4-class", 3],
    ],
  },
  {
    id: "da-capstone",
    cellId: "learning-plan-capstone",
    caption: "Weeks 9-12: capstone",
    activities: [
      ["da-module-5-project", 4],
      ["da-module-6-project", 5],
    ],
  },
] as const;

const LEARNING_PLAN_COLUMNS = [
  { key: "module", title: "Module" },
  { key: "topic", title: "Topic" },
  { key: "type", title: "Type" },
  { key: "status", title: "Status" },
  { key: "due", title: "Due Date" },
];

export const courseDashboardPage = page(
  {
    id: "course-dashboard-data-analyst",
    uri: DASHBOARD,
    ttl: DASHBOARD_TTL_SECONDS,
    pageData: pageData({
      title: "Data Analyst Fellowship dashboard",
      description: "Your modules, deadlines and upcoming sessions in the Data Analyst Fellowship.",
      pageName: "Course Dashboard",
      marketing: false,
      extra: {
        headline: {
          text: "Module 3 assignment is due on Friday: submit your SQL report for review.",
          bgColorData: { bgKey: "yellow-light" },
        },
        isHeadlineSticky: true,
        announcementBar: {
          text: "Live doubt-clearing session today at 7 pm.",
          backgroundColor: { bgKey: "dark-purple" },
          buttons: [{ text: "See events", action: navigate("/events") }],
        },
        topNavigationBar: {
          title: { text: "Data Analyst Fellowship", subText: "Cohort 7 · Week 6 of 12" },
          upAction: navigate("/course/data-analyst-course"),
          buttons: [
            {
              text: "Sessions",
              iconPlacement: "LEFT",
              bgColorData: { bgKey: "secondary" },
              action: { ...navigate(PANE_PAGE), openInModal: true },
            },
            {
              text: "Submit",
              iconPlacement: "RIGHT",
              bgColorData: { bgKey: "primary" },
              action: navigate(`${DASHBOARD}#modules`),
            },
          ],
          timerData: {
            timerActions: [{ showTimer: true, time: DEADLINE_IN_MS, action: navigate(DASHBOARD) }],
          },
          categorizedSearchBar: {
            categories: [
              { key: "courses", displayName: "Courses" },
              { key: "problems", displayName: "Problems" },
            ],
            action: { uri: UPSTREAM_CALLS.search.path },
            autoIncrementSearch: true,
          },
        },
        bottomNavigationBar: {
          leftButton: {
            text: "Previous",
            subText: "Module 2: SQL foundations",
            action: navigate(`${DASHBOARD}#overview`),
          },
          rightButton: {
            text: "Next",
            subText: "Module 4: Python for data analysis",
            action: navigate(`${DASHBOARD}#modules`),
          },
        },
        fabData: {
          items: [
            {
              type: "PAGE_FAB",
              buttonText: "Ask a mentor",
              bgColorData: { bgKey: "primary" },
              action: { ...navigate("/modal-demo/details"), openInModal: true },
            },
            {
              type: "PAGE_FAB",
              buttonText: "Upcoming sessions",
              bgColorData: { bgKey: "primary" },
              action: navigate(PANE_PAGE),
            },
            {
              type: "PAGE_FAB",
              buttonText: "Weekly SQL contest",
              bgColorData: { bgKey: "primary" },
              action: navigate("/contest/weekly-sql"),
            },
            { type: "FRESHDESK", widgetId: "84000001", url: "https://support.example.com/widget" },
          ],
        },
      },
    }),
    extra: {
      navigationDrawer: { uri: DRAWER_PAGE, viewType: "NAV_DRAWER_REGULAR" },
      rightPane: {
        action: navigate(PANE_PAGE),
        title: { text: "Upcoming sessions" },
        collapsedStateData: {
          text: { text: "Next: SQL joins in practice", subText: "Thursday, 7 pm" },
          buttonData: { buttonText: "Open", action: navigate(PANE_PAGE) },
          expandAction: { type: "RIGHT_PANE_TOGGLE" },
        },
        rightPaneWidth: { width: 320 },
      },
    },
  },
  [
    section("overview", { layout: band("surface", "s") }, [
      component("PAGE_TITLE", {
        viewType: "WITH_BORDER_LINE",
        title: "Data Analyst Fellowship",
        subtitle: "Cohort 7 · week 6 of 12. Two modules done, one in progress.",
      }),
      component("STATS", {
        items: [
          { value: "2 of 6", label: "Modules completed" },
          { value: "86%", label: "Live class attendance" },
          { value: "14", label: "Problems solved" },
        ],
        showDividers: true,
      }),
    ]),
    section(
      "modules",
      { header: heading("Learning plan", { size: 3 }), layout: band("white", "s") },
      ACTIVITY_GROUPS.map((group) =>
        component(
          "TABLE",
          {
            caption: group.caption,
            activityGroupId: group.id,
            columns: LEARNING_PLAN_COLUMNS,
            rows: group.activities.map(([activityId, index]) => {
              const [module, topic, type, status, due] = MODULES[index];
              return { activityId, module, topic, type, status, due };
            }),
          },
          { id: group.cellId },
        ),
      ),
    ),
    section(
      "dashboard-actions",
      { header: heading("This week", { size: 3 }), layout: band("surface", "s") },
      [
        component(
          "BUTTON_LIST",
          {
            label: "Learning actions",
            alignment: "LEFT",
            stackOnMobile: true,
            buttonDataList: [
              actionButton("Claim your 7-day streak reward", claimReward("streak-7")),
              actionButton(
                "Mark the Module 3 assignment done",
                apiCall(ACTIVITY_UPDATE_URI, {
                  activityId: "da-module-3-assignment",
                  status: "COMPLETED",
                }),
                "secondary",
              ),
              actionButton(
                "Start the Module 4 video",
                apiCall(
                  ACTIVITY_UPDATE_URI,
                  { activityId: "da-module-4-video", status: "IN_PROGRESS" },
                  { fireAndForget: true },
                ),
                "secondary",
              ),
              actionButton(
                "Download certificate",
                download(
                  UPSTREAM_CALLS.certificateDownload.path,
                  { courseId: ITEM_IDS.daFellowship },
                  "certificate.pdf",
                ),
                "secondary",
              ),
              actionButton(
                "Today's tip",
                showToast("Tip: write the query in plain words first, then in SQL."),
                "text",
              ),
            ],
          },
          { id: "dashboard-action-buttons" },
        ),
      ],
    ),
    section(
      "dashboard-video",
      { header: heading("Up next: Module 4", { size: 3 }), layout: band("white", "s") },
      [
        component(
          "VIDEO",
          {
            title: "Python for analysis: the first four seconds",
            subText: "Sample clip · signed when you press play",
            objectKey: "videos/da-module-4-intro.webm",
          },
          { id: "dashboard-video-player" },
        ),
      ],
    ),
    section("dashboard-help", { layout: band("surface", "s") }, [
      component("HEADER_TEXT", {
        textData: {
          text: "Stuck on an assignment?",
          subText: "Mentors answer questions every evening; the weekly contest keeps SQL sharp.",
        },
        textSize: 4,
        buttonDataList: [
          button("Weekly SQL contest", "/contest/weekly-sql", "secondary"),
          button("Programme details", "/course/data-analyst-course", "text"),
        ],
      }),
    ]),
    cohortConversationsSection(),
  ],
);

/** The drawer page: the course's modules and places, shown in the dashboard's left drawer. */
export const courseDashboardNavPage = page(
  {
    id: "course-dashboard-data-analyst-nav",
    uri: DRAWER_PAGE,
    ttl: DASHBOARD_TTL_SECONDS,
    pageData: pageData({
      title: "Course modules",
      description: "The modules of the Data Analyst Fellowship.",
      pageName: "Course Dashboard Navigation",
      marketing: false,
    }),
  },
  [
    section("nav-places", { layout: compact }, [
      component("BUTTON_LIST", {
        label: "Dashboard",
        alignment: "LEFT",
        stackOnMobile: true,
        buttonDataList: [
          button("Overview", `${DASHBOARD}#overview`, "text"),
          button("Learning plan", `${DASHBOARD}#modules`, "text"),
          button("Weekly SQL contest", "/contest/weekly-sql", "text"),
        ],
      }),
    ]),
    section("nav-modules", { header: heading("Modules", { size: 5 }), layout: compact }, [
      component("TIMELINE", {
        steps: MODULES.map(([module, topic, , status]) => ({
          title: `${module}: ${topic}`,
          duration: status,
        })),
      }),
    ]),
  ],
);

/** The right pane page: upcoming sessions of the cohort. */
export const courseDashboardPanePage = page(
  {
    id: "course-dashboard-data-analyst-pane",
    uri: PANE_PAGE,
    ttl: DASHBOARD_TTL_SECONDS,
    pageData: pageData({
      title: "Upcoming sessions",
      description: "Live classes and mentor hours of the Data Analyst Fellowship this week.",
      pageName: "Course Dashboard Sessions",
      marketing: false,
    }),
  },
  [
    section("pane-sessions", { layout: compact }, [
      component("TIMELINE", {
        steps: [
          {
            title: "SQL joins in practice",
            subText: "Live class with Meera, a senior analyst at Bluepeak Analytics.",
            duration: "Thu 7 pm",
          },
          {
            title: "Mentor hours",
            subText: "Bring your Module 3 questions; 15-minute slots.",
            duration: "Sat 11 am",
          },
          {
            title: "Python for data analysis: kick-off",
            subText: "Set up notebooks and load your first dataset.",
            duration: "Mon 7 pm",
          },
        ],
      }),
    ]),
    section("pane-events", { layout: compact }, [
      component("IMAGE", {
        image: image("event.svg", "A live class in session", 16, 9),
        maxWidth: 288,
      }),
      component("BUTTON_LIST", {
        alignment: "LEFT",
        buttonDataList: [button("All events", "/events", "secondary")],
      }),
    ]),
  ],
);
