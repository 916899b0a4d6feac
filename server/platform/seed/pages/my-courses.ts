import {
  GREETING_CELL_ID,
  MY_COURSES_EMPTY_CELL_ID,
  MY_COURSES_EXPLORE_SECTION_ID,
  MY_COURSES_PLAN_SECTION_ID,
} from "../cell-ids";
import { NO_COURSES_TEXT } from "~/contract/commerce";
import { component, page, section } from "../builders";
import {
  band,
  button,
  cardGrid,
  heading,
  navigate,
  pageData,
  PERSONAL_PAGE_TTL_SECONDS,
} from "../common";

/** Ours (issue 44): the way from a learner's courses to the practice area, for everyone. */
const PRACTICE_CARDS = [
  ["/practice", "Problems", "Solve problems by topic and level; hidden tests judge your code."],
  ["/online-compiler/python", "Online compiler", "Try an idea in Python, JavaScript or SQL."],
  ["/sandboxes", "Sandboxes", "Projects, notebooks and web pages to build on."],
].map(([uri, title, subText]) => ({
  superText: "Practice",
  title,
  subText,
  action: navigate(uri),
  bgColorData: { bgKey: "surface" },
}));

/**
 * The learner's courses: the empty state below becomes one card per programme the user bought or
 * enrolled in (routes/account-pages.ts, from orders and enrolments); the week plan is the Data
 * Analyst Fellowship's, kept for its learners only; the greeting names the user
 * (routes/personalise.ts).
 */
export const myCoursesPage = page(
  {
    id: "my-courses",
    uri: "/my-courses",
    ttl: PERSONAL_PAGE_TTL_SECONDS,
    pageData: pageData({
      title: "My Courses",
      description: "Your programmes, this week's classes and what is due next.",
      pageName: "My Courses",
      marketing: false,
    }),
  },
  [
    section("my-courses-title", { layout: band("surface", "s") }, [
      component(
        "HEADER_TEXT",
        {
          textData: {
            superText: "My Courses",
            text: "Welcome back",
            subText: "Everything you bought or enrolled in, in one place.",
          },
          textSize: 1,
        },
        { id: GREETING_CELL_ID },
      ),
    ]),
    section(
      "my-courses-enrolled",
      { header: heading("Your programmes", { size: 3 }), layout: band("white") },
      [
        // Replaced per user by a card for each programme bought or enrolled in
        // (routes/account-pages.ts); this is what a user with none sees.
        component(
          "HEADER_TEXT",
          {
            textData: {
              text: NO_COURSES_TEXT,
              subText: "Programmes you buy or enrol in appear here, with a link to each.",
            },
            textSize: 4,
            buttonDataList: [button("Browse programmes", "/#programmes")],
          },
          { id: MY_COURSES_EMPTY_CELL_ID },
        ),
      ],
    ),
    section(
      "my-courses-practice",
      { header: heading("Practise between classes", { size: 3 }), layout: band("white", "s") },
      [component("CARD_LIST", cardGrid(PRACTICE_CARDS))],
    ),
    // The Data Analyst Fellowship's week: shown only to a learner enrolled in it.
    section(
      MY_COURSES_PLAN_SECTION_ID,
      { header: heading("This week", { size: 3 }), layout: band("surface") },
      [
        component("TABLE", {
          caption: "Learning plan for this week",
          columns: [
            { key: "module", title: "Module" },
            { key: "topic", title: "Topic" },
            { key: "type", title: "Type" },
            { key: "status", title: "Status" },
            { key: "dueDate", title: "Due Date" },
          ],
          rows: [
            {
              module: "Module 3",
              topic: "SQL joins in practice",
              type: "Live class",
              status: "Upcoming",
              dueDate: "Thursday",
            },
            {
              module: "Module 3",
              topic: "Cohort retention query",
              type: "Assignment",
              status: "Not started",
              dueDate: "Sunday",
            },
            {
              module: "Module 2",
              topic: "Spreadsheet modelling",
              type: "Quiz",
              status: "Completed",
              dueDate: "Last week",
            },
          ],
        }),
      ],
    ),
    // "Alongside your fellowship": for learners with a programme (the empty state has its own way on).
    section(MY_COURSES_EXPLORE_SECTION_ID, { layout: band("primary-light", "s") }, [
      component("BANNER", {
        viewType: "ANNOUNCEMENT_HIGHLIGHT",
        text: "Add a skill alongside your fellowship",
        subText: "Bootcamps run on weekends, so they fit around your cohort.",
        buttonDataList: [button("Browse programmes", "/#programmes")],
      }),
    ]),
  ],
);
