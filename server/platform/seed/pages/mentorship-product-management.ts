import { component, page, section } from "../builders";
import { ITEM_IDS } from "../catalog";
import { band, heading, pageData, tag } from "../common";

export const MENTORSHIP_FORM_ID = "pm-mentorship-enrolment";

/**
 * A mentorship cohort: the FORM posts MENTORSHIP_ENROLMENT; its requestObject names
 * the cohort and the course, the LinkedIn address is checked against spec 01 section 5's pattern
 * and the other answers travel as the requirements map.
 */
export const productManagementMentorshipPage = page(
  {
    id: "mentorship-product-management",
    uri: "/mentorship/product-management",
    pageData: pageData({
      title: "Product Management Mentorship",
      description: "Six fortnightly sessions with a product leader, matched to your goal.",
      pageName: "Mentorship",
    }),
  },
  [
    section("mentorship-title", { layout: band("dark-purple", "m") }, [
      component("PAGE_TITLE", {
        viewType: "PAGE_TITLE_V2",
        superText: "Mentorship · Cohort 7",
        title: "A product leader in your corner",
        subtitle: "Six fortnightly sessions, matched to the role you want next.",
        tagData: [tag("Free for fellows", "green-light"), tag("Cohort 7", "yellow-light")],
      }),
    ]),
    section(
      "mentorship-enrol",
      { header: heading("Join Cohort 7", { size: 3 }), layout: band("white") },
      [
        component(
          "FORM",
          {
            formId: MENTORSHIP_FORM_ID,
            title: "Tell us about you",
            description: "We match mentors by goal and experience; it takes two minutes.",
            submitText: "Enrol in mentorship",
            intent: "MENTORSHIP_ENROLMENT",
            submitAction: {
              requestObject: { cohortId: ITEM_IDS.pmMentorship, courseId: ITEM_IDS.pmFellowship },
            },
            fields: [
              {
                name: "linkedInUrl",
                label: "LinkedIn profile",
                type: "text",
                required: true,
                placeholder: "https://www.linkedin.com/in/your-name",
              },
              {
                name: "goal",
                label: "What do you want from a mentor?",
                type: "textarea",
                required: true,
              },
              {
                name: "experience",
                label: "Years in product",
                type: "select",
                options: [
                  { label: "Not yet", value: "0" },
                  { label: "1-2 years", value: "1-2" },
                  { label: "3 years or more", value: "3+" },
                ],
              },
              {
                name: "slot",
                label: "Preferred time",
                type: "radio",
                options: [
                  { label: "Weekday evenings", value: "weekday" },
                  { label: "Weekends", value: "weekend" },
                ],
              },
            ],
          },
          { id: "mentorship-form" },
        ),
      ],
    ),
  ],
);
