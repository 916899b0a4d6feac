import { component, container, page, section } from "../builders";
import { band, button, heading, image, pageData, portrait } from "../common";

const person = (name: string, role: string, photo: number) => ({
  image: portrait(photo, `Portrait of ${name}`),
  title: name,
  subText: role,
});

export const aboutUsPage = page(
  {
    id: "about-us",
    uri: "/about-us",
    pageData: pageData({
      title: "About us",
      description: "Why we teach careers live, in small cohorts, with people who do the job.",
      pageName: "About Us",
    }),
  },
  [
    section("about-title", { layout: band("white", "l") }, [
      component("PAGE_TITLE", {
        viewType: "PAGE_TITLE_MEDIA_CARD",
        superText: "About us",
        title: "We help people move into the careers they want",
        subtitle:
          "Live cohorts, practising mentors and honest feedback: the way people have always learnt a craft, made available online.",
        image: image("hero-learning.svg", "A mentor reviewing a project with two learners", 4, 3),
      }),
    ]),
    section("our-story", { header: heading("Our story"), layout: band("surface") }, [
      container({ numColumns: 2, alignment: "ROW", gap: 48 }, [
        component(
          "RICH_TEXT",
          {
            blocks: [
              { kind: "heading", text: "Why we started", id: "why-we-started" },
              {
                kind: "paragraph",
                text: "Switching into product, design or analytics was hard to do alone. Videos taught tools, but not judgement, and nobody reviewed the work.",
              },
              { kind: "heading", text: "How we teach", id: "how-we-teach" },
              {
                kind: "list",
                ordered: true,
                items: [
                  "Learn a concept live with a practising expert.",
                  "Apply it to a real company case the same week.",
                  "Get feedback from mentors and peers before moving on.",
                ],
              },
            ],
          },
          { span: 8 },
        ),
        component(
          "STATS",
          {
            items: [
              { value: "5", label: "Career tracks" },
              { value: "150+", label: "Mentors" },
              { value: "300+", label: "Hiring partners" },
            ],
          },
          { span: 4 },
        ),
      ]),
    ]),
    section("team", { header: heading("The team behind the cohorts"), layout: band("white") }, [
      component("CARD_LIST", {
        viewType: "IMAGE_CARD",
        numColumns: 3,
        cards: [
          person("Leela Prasad", "Co-founder, learning design", 1),
          person("Vikrant Sood", "Co-founder, partnerships", 2),
          person("Zoya Qureshi", "Head of mentor community", 3),
        ],
      }),
    ]),
    section("values", { layout: band("yellow-light", "m") }, [
      container({ numColumns: 3, alignment: "ROW", gap: 24 }, [
        component(
          "HEADER_TEXT",
          {
            textData: {
              text: "Live beats recorded",
              subText: "Questions answered in the moment stick.",
            },
            textSize: 4,
          },
          { span: 4 },
        ),
        component(
          "HEADER_TEXT",
          {
            textData: {
              text: "Work, then feedback",
              subText: "Every week ends with something reviewed.",
            },
            textSize: 4,
          },
          { span: 4 },
        ),
        component(
          "HEADER_TEXT",
          {
            textData: {
              text: "Outcomes over hours",
              subText: "We measure roles landed, not videos watched.",
            },
            textSize: 4,
          },
          { span: 4 },
        ),
      ]),
    ]),
    // The footer's "Careers" link lands here (/about-us#careers).
    section("careers", { header: heading("Careers"), layout: band("surface", "s") }, [
      component("TEXT", {
        text: "We hire mentors, learning designers and engineers who want to teach careers live. Tell us what you do and what you would like to build with us.",
      }),
      component("BUTTON_LIST", {
        alignment: "LEFT",
        buttonDataList: [button("Write to us", "/contact-us", "secondary")],
      }),
    ]),
    section("about-next", { layout: band("white", "s") }, [
      component("BUTTON_LIST", {
        label: "Learn more about us",
        alignment: "CENTER",
        buttonDataList: [
          button("Read our manifesto", "/manifesto"),
          button("Upcoming events", "/events", "secondary"),
          button("Contact us", "/contact-us", "text"),
        ],
      }),
    ]),
  ],
);
