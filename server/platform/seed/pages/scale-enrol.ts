import { component, page, section } from "../builders";
import { band, button, heading, pageData, tag } from "../common";

/** Scale membership enrolment (login-protected in the BFF's route table). */
export const scaleEnrolPage = page(
  {
    id: "scale-enrol",
    uri: "/scale/enrol",
    pageData: pageData({
      title: "Join Scale",
      description:
        "Scale membership: mentoring, interview practice and referrals after your course.",
      pageName: "Scale Enrol",
      marketing: false,
    }),
  },
  [
    section("scale-title", { layout: band("dark-purple", "m") }, [
      component("PAGE_TITLE", {
        viewType: "PAGE_TITLE_V2",
        superText: "Scale membership",
        title: "Keep growing after your fellowship",
        subtitle: "Mentors, mock interviews and referrals for as long as you are a member.",
        tagData: [tag("Members only", "yellow-light")],
      }),
    ]),
    section(
      "scale-benefits",
      { header: heading("What members get", { size: 3 }), layout: band("white") },
      [
        component("CARD_LIST", {
          viewType: "CARD_WITH_BACKGROUND",
          numColumns: 3,
          cards: [
            {
              title: "A mentor every month",
              subText: "A 1:1 session with a practitioner in the role you want next.",
              bgColorData: { bgKey: "green-light" },
            },
            {
              title: "Interview practice",
              subText: "Mock interviews with written feedback you can act on.",
              bgColorData: { bgKey: "blue-light" },
            },
            {
              title: "Referrals",
              subText: "Introductions to hiring partners when your profile fits a role.",
              bgColorData: { bgKey: "yellow-light" },
            },
          ],
        }),
      ],
    ),
    section(
      "scale-steps",
      { header: heading("How enrolment works", { size: 3 }), layout: band("surface") },
      [
        component("TIMELINE", {
          steps: [
            { title: "Tell us your goal", subText: "The role and timeline you are aiming for." },
            { title: "Talk to an advisor", subText: "A short call to match you with mentors." },
            { title: "Start your membership", subText: "Your first mentor session is booked." },
          ],
        }),
      ],
    ),
    section("scale-faqs", { header: heading("Questions", { size: 3 }), layout: band("white") }, [
      component("FAQ", {
        questions: [
          {
            question: "Who can join Scale?",
            answer: "Anyone who has finished a fellowship or bootcamp with us.",
          },
          {
            question: "Can I pause my membership?",
            answer: "Yes. Write to your advisor and we will pause it for up to two months.",
          },
        ],
      }),
      component("BUTTON_LIST", {
        alignment: "LEFT",
        buttonDataList: [
          button("Talk to an advisor", "/contact-us"),
          button("Back to My Courses", "/my-courses", "secondary"),
        ],
      }),
    ]),
  ],
);
