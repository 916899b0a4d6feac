import { component, page, section } from "../builders";
import { actionButton, clipboardCopy, enrolAction, share } from "../actions";
import { ITEM_IDS } from "../catalog";
import { band, button, heading, image, pageData, tag } from "../common";
import { careerFairPollSection } from "./community-cells";

const workshop = (file: string, when: string, title: string, subText: string, uri: string) => ({
  image: image(file, "", 16, 9),
  superText: when,
  title,
  subText,
  action: { type: "NAVIGATION", uri },
});

export const eventsPage = page(
  {
    id: "events",
    uri: "/events",
    ttl: 120,
    pageData: pageData({
      title: "Events",
      description: "Free live workshops and career sessions with our mentors.",
      pageName: "Events",
    }),
  },
  [
    section("events-title", { layout: band("dark-purple", "m") }, [
      component("PAGE_TITLE", {
        viewType: "PAGE_TITLE_V2",
        superText: "Events",
        title: "Free live workshops with practitioners",
        subtitle: "Ninety minutes, one real problem, live feedback from a mentor.",
        tagData: [tag("Free", "green-light"), tag("Live online", "yellow-light")],
      }),
    ]),
    section("career-fair", { layout: band("surface") }, [
      component(
        "HEADER_TEXT",
        {
          textData: {
            superText: "Saturday · 10 am IST · online",
            text: "Career Fair 2026",
            subText:
              "Meet hiring managers from our partner companies, get your resume reviewed and join three live panels. Free for everyone.",
          },
          tagData: [tag("Free", "green-light"), tag("Live online", "yellow-light")],
          textSize: 2,
          buttonDataList: [
            actionButton(
              "Register for free",
              enrolAction("EVENTS_ENROL", { eventId: ITEM_IDS.careerFair }),
            ),
            actionButton(
              "Share",
              share(
                "Career Fair 2026",
                "Meet hiring managers at the free Career Fair 2026, online this Saturday.",
                "/events",
              ),
              "secondary",
            ),
            actionButton(
              "Copy event details",
              clipboardCopy("Career Fair 2026, Saturday at 10 am IST, online and free"),
              "text",
            ),
          ],
        },
        { id: "career-fair-card" },
      ),
    ]),
    careerFairPollSection(),
    section("featured-event", { layout: band("white") }, [
      component("BANNER", {
        viewType: "BIG_CARD",
        superText: "This weekend",
        text: "Cracking the product sense interview",
        subText:
          "A Group Product Manager walks through three real questions and critiques live answers.",
        image: image("event.svg", "Learners in a live workshop", 4, 3),
        buttonDataList: [
          button("See the programme it belongs to", "/course/product-management-course"),
        ],
      }),
    ]),
    section("upcoming", { header: heading("Upcoming workshops"), layout: band("surface") }, [
      component("CARD_LIST", {
        viewType: "HORIZONTAL",
        cards: [
          workshop(
            "course-design.svg",
            "Sunday evening",
            "Portfolio review: case studies that get shortlisted",
            "Bring a case study; leave with three changes to make.",
            "/course/ui-ux-design-course",
          ),
          workshop(
            "course-data.svg",
            "Wednesday evening",
            "SQL window functions in 60 minutes",
            "Running totals, rankings and the interview questions that use them.",
            "/course/data-analyst-course",
          ),
          workshop(
            "course-ba.svg",
            "Thursday evening",
            "Writing requirements developers love",
            "Turn a vague request into user stories with acceptance criteria.",
            "/course/business-analyst-course",
          ),
          workshop(
            "course-genai.svg",
            "Saturday morning",
            "Build a retrieval assistant over your notes",
            "A guided build you can finish in one sitting.",
            "/course/generative-ai-course",
          ),
        ],
      }),
    ]),
    section(
      "topics",
      { header: heading("Topics we cover", { size: 3 }), layout: band("white", "s") },
      [
        component("TAG_LIST", {
          label: "Workshop topics",
          tagData: [
            tag("Interview preparation", "primary-light"),
            tag("Portfolios", "pink-light"),
            tag("SQL", "blue-light"),
            tag("Requirements", "yellow-light"),
            tag("Generative AI", "green-light"),
            tag("Career switching", "orange-light"),
          ],
        }),
      ],
    ),
    section("events-faqs", { header: heading("About the workshops"), layout: band("surface") }, [
      component("FAQ", {
        questions: [
          {
            question: "Do workshops cost anything?",
            answer: "No. Workshops are free and open to everyone.",
          },
          {
            question: "Will there be a recording?",
            answer: "Workshops are live only, so come ready to take part.",
          },
        ],
      }),
    ]),
  ],
);
