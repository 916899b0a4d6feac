import { GREETING_CELL_ID } from "../cell-ids";
import { component, page, section } from "../builders";
import {
  band,
  button,
  COURSES,
  heading,
  image,
  navigate,
  pageData,
  PERSONAL_PAGE_TTL_SECONDS,
  tag,
} from "../common";

const course = (slug: string) => COURSES.find((c) => c.slug === slug)!;
const dataAnalyst = course("data-analyst");
const generativeAi = course("generative-ai");

/**
 * The learner's courses. The same two enrolments for everyone (the reference platform keeps no
 * enrolments yet); the greeting names the signed-in user (routes/personalise.ts).
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
            subText: "Pick up where you left off: your next class and assignment are below.",
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
        component("CARD_LIST", {
          viewType: "HORIZONTAL",
          numColumns: 2,
          cards: [
            {
              image: image(dataAnalyst.image, `${dataAnalyst.name} illustration`),
              superText: "Fellowship · Module 3 of 8",
              title: dataAnalyst.name,
              subText: "Next live class: SQL joins in practice, Thursday evening.",
              tags: [tag("In progress", "green-light")],
              buttons: [button("Programme details", dataAnalyst.uri, "secondary")],
              action: navigate(dataAnalyst.uri),
            },
            {
              image: image(generativeAi.image, `${generativeAi.name} illustration`),
              superText: "Bootcamp · Starts soon",
              title: generativeAi.name,
              subText: "Orientation opens a week before the first class.",
              tags: [tag("Upcoming", "yellow-light")],
              buttons: [button("Programme details", generativeAi.uri, "secondary")],
              action: navigate(generativeAi.uri),
            },
          ],
        }),
      ],
    ),
    section(
      "my-courses-plan",
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
    section("my-courses-explore", { layout: band("primary-light", "s") }, [
      component("BANNER", {
        viewType: "ANNOUNCEMENT_HIGHLIGHT",
        text: "Add a skill alongside your fellowship",
        subText: "Bootcamps run on weekends, so they fit around your cohort.",
        buttonDataList: [button("Browse programmes", "/#programmes")],
      }),
    ]),
  ],
);
