import { component, container, page, section } from "../builders";
import { band, button, heading, pageData } from "../common";

/** The seed's one external link: the company's LinkedIn page, opened in a new tab by the client. */
export const LINKEDIN_URL = "https://www.linkedin.com/";

export const contactUsPage = page(
  {
    id: "contact-us",
    uri: "/contact-us",
    pageData: pageData({
      title: "Contact us",
      description: "Talk to a learning advisor, our hiring team or the press office.",
      pageName: "Contact Us",
    }),
  },
  [
    section("contact-title", { layout: band("surface", "m") }, [
      component("PAGE_TITLE", {
        viewType: "DEFAULT",
        title: "Talk to us",
        subtitle: "Tell us who you are and we will point you to the right person.",
      }),
    ]),
    section("contact-options", { layout: band("white") }, [
      container({ numColumns: 3, alignment: "ROW", gap: 24, showCellSeparator: true }, [
        component(
          "HEADER_TEXT",
          {
            textData: {
              superText: "Learners",
              text: "Choosing a programme",
              subText: "A learning advisor will help you compare tracks and cohorts.",
            },
            textSize: 4,
            buttonDataList: [
              button("Write to an advisor", "mailto:advisors@example.com", "secondary"),
            ],
          },
          { span: 4 },
        ),
        component(
          "HEADER_TEXT",
          {
            textData: {
              superText: "Companies",
              text: "Hiring or upskilling a team",
              subText: "Our partnerships team replies within two working days.",
            },
            textSize: 4,
            buttonDataList: [button("Hire from us", "/for-companies", "secondary")],
          },
          { span: 4 },
        ),
        component(
          "HEADER_TEXT",
          {
            textData: {
              superText: "Everyone else",
              text: "Press and partnerships",
              subText: "Stories, events and community collaborations.",
            },
            textSize: 4,
            buttonDataList: [button("Follow us on LinkedIn", LINKEDIN_URL, "secondary")],
          },
          { span: 4 },
        ),
      ]),
    ]),
    section("contact-faqs", { header: heading("Before you write"), layout: band("surface") }, [
      component("FAQ", {
        questions: [
          {
            question: "How soon will I hear back?",
            answer: "Advisors reply within one working day, usually sooner.",
          },
          {
            question: "Can I attend a class before applying?",
            answer: "Yes. Join one of the free live workshops listed on the events page.",
          },
          {
            question: "I am already enrolled. Where do I get help?",
            answer: "Use the help option inside your course dashboard so your mentor team sees it.",
          },
        ],
      }),
    ]),
    section("contact-workshops", { layout: band("primary-light", "s") }, [
      component("BANNER", {
        viewType: "BIG_CARD",
        text: "See a class in action first",
        subText: "Free live workshops run most weekends.",
        buttonDataList: [button("Upcoming events", "/events")],
      }),
    ]),
  ],
);
