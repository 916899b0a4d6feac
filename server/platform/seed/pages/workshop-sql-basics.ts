import { actionButton, enrolAction, startCheckout } from "../actions";
import { component, container, page, section } from "../builders";
import { ITEM_IDS } from "../catalog";
import { band, button, heading, pageData, tag } from "../common";
import { UPSTREAM_CALLS } from "~/contract/calls";

/**
 * A live workshop: the free intro session enrols at once (WORKSHOP_ENROL); the full
 * workshop is paid, so enrolling without buying answers "This program needs a purchase" and
 * "Buy the full workshop" goes to checkout.
 */
export const sqlBasicsWorkshopPage = page(
  {
    id: "workshop-sql-basics",
    uri: "/workshops/sql-basics",
    pageData: pageData({
      title: "SQL Basics Workshop",
      description: "Three evenings of hands-on SQL: select, filter, join and group real data.",
      pageName: "Workshop",
      // The page's own "Ask AI" (docs/contract.md "Where the assistant is offered").
      extra: {
        assistant: {
          uri: UPSTREAM_CALLS.assistantStream.path,
          requestObject: {},
          title: "Ask AI about SQL",
        },
      },
    }),
  },
  [
    section("workshop-title", { layout: band("blue-light", "m") }, [
      component("PAGE_TITLE", {
        viewType: "PAGE_TITLE_V2",
        superText: "Live workshop",
        title: "SQL Basics",
        subtitle:
          "Three evenings of hands-on SQL on real business data, with a mentor in the room.",
        tagData: [tag("3 evenings", "yellow-light"), tag("Beginner friendly", "green-light")],
      }),
    ]),
    section(
      "workshop-enrol",
      { header: heading("Choose how to join", { size: 3 }), layout: band("white") },
      [
        container({ numColumns: 2, alignment: "ROW", gap: 32 }, [
          component(
            "HEADER_TEXT",
            {
              textData: {
                superText: "Free",
                text: "Intro session",
                subText: "One evening: what SQL is for and your first queries. No payment needed.",
              },
              textSize: 4,
              buttonDataList: [
                actionButton(
                  "Join the free intro session",
                  enrolAction("WORKSHOP_ENROL", { workshopId: ITEM_IDS.sqlBasicsFree }),
                ),
              ],
            },
            { id: "workshop-free", span: 6 },
          ),
          component(
            "HEADER_TEXT",
            {
              textData: {
                superText: "Full workshop",
                text: "All three evenings",
                subText: "Joins, grouping and a graded mini project, with a certificate.",
              },
              textSize: 4,
              buttonDataList: [
                actionButton(
                  "Buy the full workshop",
                  startCheckout(ITEM_IDS.sqlWorkshop, "WORKSHOP"),
                ),
                actionButton(
                  "Enrol without buying",
                  enrolAction("WORKSHOP_ENROL", { workshopId: ITEM_IDS.sqlWorkshop }),
                  "secondary",
                ),
              ],
            },
            { id: "workshop-paid", span: 6 },
          ),
        ]),
      ],
    ),
    section(
      "workshop-plan",
      { header: heading("The three evenings", { size: 3 }), layout: band("surface") },
      [
        component("TIMELINE", {
          steps: [
            {
              title: "Select and filter",
              subText: "SELECT, WHERE and ORDER BY on an orders table.",
              duration: "Evening 1",
            },
            {
              title: "Join tables",
              subText: "Inner and left joins across customers and orders.",
              duration: "Evening 2",
            },
            {
              title: "Group and summarise",
              subText: "GROUP BY, HAVING and a mini project.",
              duration: "Evening 3",
            },
          ],
        }),
        component("BUTTON_LIST", {
          alignment: "LEFT",
          buttonDataList: [
            button("See the Data Analyst Fellowship", "/course/data-analyst-course", "text"),
          ],
        }),
      ],
    ),
  ],
);
