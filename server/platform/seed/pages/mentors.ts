import { component, page, section } from "../builders";
import { band, button, heading, pageData, portrait } from "../common";

const book = [
  {
    buttonText: "Join the mentorship cohort",
    action: { type: "NAVIGATION", uri: "/mentorship/product-management" },
  },
];

/**
 * The footer's "Mentors" and "Mentorship" (spec 01 section 2.2) lead here: who mentors, in what,
 * and the way into the cohort page that enrols.
 */
export const mentorsPage = page(
  {
    id: "mentorship-mentors",
    uri: "/mentorship/mentors",
    pageData: pageData({
      title: "Mentors",
      description: "Practitioners from product, design and data teams who mentor our fellows 1:1.",
      pageName: "Mentors",
    }),
  },
  [
    section("mentors-title", { layout: band("dark-purple", "m") }, [
      component("PAGE_TITLE", {
        viewType: "PAGE_TITLE_V2",
        superText: "Mentorship",
        title: "Mentors who do the job",
        subtitle:
          "Every fellow meets a practitioner every two weeks: feedback on real work, mock interviews and referrals.",
      }),
    ]),
    section("mentors-list", { header: heading("Meet the mentors"), layout: band("white") }, [
      component("MENTOR_LIST", {
        mentors: [
          {
            name: "Ananya Rao",
            role: "Senior Product Manager",
            company: "Orbit Commerce",
            image: portrait(1, "Ananya Rao"),
            experienceYears: 9,
            expertise: ["Product sense", "Payments", "Interview prep"],
            languages: ["English", "Hindi", "Kannada"],
            buttons: book,
          },
          {
            name: "Meera Iyer",
            role: "Senior Analyst",
            company: "Bluepeak Analytics",
            image: portrait(2, "Meera Iyer"),
            experienceYears: 7,
            expertise: ["SQL", "Dashboards", "A/B testing"],
            languages: ["English", "Tamil"],
          },
          {
            name: "Kabir Sethi",
            role: "Lead Product Designer",
            company: "Northwind Labs",
            image: portrait(3, "Kabir Sethi"),
            experienceYears: 8,
            expertise: ["Case studies", "Design critique", "Portfolio reviews"],
            languages: ["English", "Hindi"],
          },
          {
            name: "Ritu Agarwal",
            role: "Analytics Manager",
            company: "Bluepeak Analytics",
            image: portrait(4, "Ritu Agarwal"),
            experienceYears: 12,
            expertise: ["Stakeholder management", "Hiring"],
            languages: ["English"],
          },
        ],
      }),
    ]),
    section("mentors-next", { layout: band("primary-light", "s") }, [
      component("BANNER", {
        viewType: "ANCHOR_BUTTON",
        text: "Want a mentor in your corner?",
        subText: "Six fortnightly sessions, matched to the role you want next.",
        buttonDataList: [button("See the mentorship cohort", "/mentorship/product-management")],
      }),
    ]),
  ],
);
