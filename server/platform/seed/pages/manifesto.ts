import { component, page, section } from "../builders";
import { band, button, heading, pageData } from "../common";

export const manifestoPage = page(
  {
    id: "manifesto",
    uri: "/manifesto",
    pageData: pageData({
      title: "Manifesto",
      description: "What we believe about learning a career.",
      pageName: "Manifesto",
    }),
  },
  [
    section("manifesto-title", { layout: band("dark-purple", "l") }, [
      component("PAGE_TITLE", {
        viewType: "PAGE_TITLE_V2",
        superText: "Manifesto",
        title: "Careers are learnt by doing, in good company",
        subtitle: "Six beliefs that shape every cohort we run.",
        alignment: "CENTER",
      }),
    ]),
    section("beliefs", { layout: band("white") }, [
      component("CARD_LIST", {
        viewType: "DYNAMIC_WIDTH",
        headerData: heading("What we believe", { size: 3 }),
        cards: [
          { title: "Skills over certificates", subText: "A portfolio says more than a badge." },
          { title: "Practitioners teach best", subText: "Learn from people who did it last week." },
          { title: "Feedback is a gift", subText: "Critique early, often and kindly." },
          { title: "Small cohorts", subText: "Everyone gets heard." },
          { title: "Honest outcomes", subText: "We count roles landed, not sign-ups." },
          { title: "Learning never ends", subText: "Alumni stay in the community." },
        ],
      }),
    ]),
    section("commitments", { header: heading("Our commitments to you"), layout: band("surface") }, [
      component("RICH_TEXT", {
        blocks: [
          {
            kind: "paragraph",
            text: "We ask a lot of our learners: evenings, weekends and the courage to show unfinished work. In return we promise:",
          },
          {
            kind: "list",
            items: [
              "Every assignment gets human feedback within a week.",
              "Mentors are working practitioners, not full-time presenters.",
              "We tell you honestly if a track is not the right fit for you.",
              "Placement support continues until you land a role you are happy with.",
            ],
          },
        ],
      }),
    ]),
    section("manifesto-cta", { layout: band("white", "s") }, [
      component("BUTTON_LIST", {
        label: "Join us",
        alignment: "CENTER",
        buttonDataList: [
          button("Find your programme", "/#programmes"),
          button("About us", "/about-us", "secondary"),
        ],
      }),
    ]),
  ],
);
