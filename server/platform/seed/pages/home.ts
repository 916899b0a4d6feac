import { component, container, layout, page, section } from "../builders";
import {
  band,
  button,
  courseCards,
  GUTTER,
  heading,
  image,
  navigate,
  pageData,
  partnerLogos,
  portrait,
  tag,
} from "../common";

export const homePage = page(
  {
    id: "home",
    uri: "/",
    aliases: ["/home"],
    ttl: 300,
    pageData: pageData({
      title: "Career-ready in months, not years",
      description:
        "Live, mentor-led fellowships in product management, product design, data and business analysis, plus an Applied Generative AI bootcamp.",
      pageName: "Home",
      extra: {
        announcementBar: {
          text: "Applications are open for the next Applied Generative AI cohort",
          backgroundColor: { bgKey: "dark-purple" },
          buttons: [{ text: "See the bootcamp", action: navigate("/course/generative-ai-course") }],
        },
      },
    }),
  },
  [
    section("hero", { layout: band("dark-purple", "l") }, [
      container({ numColumns: 2, alignment: "ROW", gap: 48 }, [
        component(
          "PAGE_TITLE",
          {
            viewType: "DEFAULT",
            superText: "Live fellowships and bootcamps",
            title: "Move into product, design and data roles with people who do the job",
            subtitle:
              "Small live cohorts, weekly projects reviewed by practitioners and placement support until you land the role.",
            textSize: 1,
            tagData: [tag("Placement-focused", "green-light"), tag("Live cohorts", "yellow-light")],
            buttonDataList: [
              button("Explore programmes", "#programmes"),
              button("Hire from us", "/for-companies", "secondary"),
            ],
          },
          { span: 7 },
        ),
        component(
          "IMAGE",
          {
            image: image("hero-learning.svg", "Learners in a live online class with a mentor"),
            maxWidth: 560,
            alignment: "CENTER",
          },
          { span: 5 },
        ),
      ]),
    ]),
    section("outcomes", { layout: band("white", "s") }, [
      component("STATS", {
        showDividers: true,
        alignment: "CENTER",
        items: [
          { value: "4.8/5", label: "Average rating", subLabel: "from learner reviews" },
          { value: "300+", label: "Hiring partners" },
          { value: "150+", label: "Mentors from product and data teams" },
          { value: "5", label: "Career tracks" },
        ],
      }),
    ]),
    section(
      "programmes",
      {
        header: heading("Find the programme that fits your next role", {
          superText: "Programmes",
          subText:
            "Fellowships are placement-focused and run 3 to 4 months; the bootcamp sharpens skills in 2.",
        }),
        layout: band("surface"),
      },
      [component("CARD_LIST", { viewType: "IMAGE_CARD", numColumns: 3, cards: courseCards() })],
    ),
    section(
      "how-it-works",
      {
        header: heading("Built around outcomes, not videos", { center: true }),
        layout: band("white"),
      },
      [
        component("CARD_LIST", {
          viewType: "CARD_WITH_BACKGROUND",
          numColumns: 4,
          cards: [
            {
              title: "Live classes, small cohorts",
              subText: "Ask questions in the moment and learn alongside peers on the same path.",
              bgColorData: { bgKey: "yellow-light" },
            },
            {
              title: "Mentors who do the job",
              subText: "Fortnightly 1:1 sessions with practitioners from product and data teams.",
              bgColorData: { bgKey: "green-light" },
            },
            {
              title: "Projects that prove it",
              subText: "Case studies and a capstone reviewed like real work, ready for interviews.",
              bgColorData: { bgKey: "blue-light" },
            },
            {
              title: "Career services",
              subText: "Resume reviews, mock interviews and referrals to hiring partners.",
              bgColorData: { bgKey: "dark-purple" },
            },
          ],
        }),
      ],
    ),
    section("hiring-partners", { layout: band("surface-alt", "s") }, [
      component("LOGO_STRIP", {
        headerData: heading("Our fellows work at", { center: true, size: 3 }),
        logos: partnerLogos(),
        footerData: { buttonDataList: [button("Hire from us", "/for-companies", "secondary")] },
      }),
    ]),
    section(
      "learner-stories",
      { header: heading("Careers changed, one cohort at a time"), layout: band("white") },
      [
        component("TESTIMONIALS", {
          testimonials: [
            {
              quote:
                "The mock interviews were tougher than the real ones. When I sat the product sense round, it felt like another Tuesday session with my mentor.",
              name: "Aditi Kulkarni",
              role: "Associate Product Manager",
              company: "Orbit Commerce",
              image: portrait(1),
              rating: 5,
            },
            {
              quote:
                "I came from customer support with no SQL at all. Three months later I walked a hiring manager through my churn dashboard and got the offer.",
              name: "Farhan Siddiqui",
              role: "Data Analyst",
              company: "Bluepeak Analytics",
              image: portrait(2),
              rating: 5,
            },
            {
              quote:
                "Weekly critiques taught me to explain decisions instead of just showing screens. My case studies finally read like stories.",
              name: "Neha Joshi",
              role: "Product Designer",
              company: "Fernway Travel",
              image: portrait(3),
              rating: 4,
            },
          ],
          footerData: { buttonDataList: [button("Read all reviews", "/reviews", "secondary")] },
        }),
      ],
    ),
    section("workshop", { layout: band("primary-light") }, [
      container({ numColumns: 2, alignment: "ROW", gap: 32 }, [
        component(
          "BANNER",
          {
            viewType: "BIG_CARD",
            superText: "Free live workshop",
            text: "Try a class before you apply",
            subText:
              "Join a 90-minute workshop with a mentor: a real case, live feedback and time for your questions.",
            image: image("event.svg", "Learners in a live workshop", 4, 3),
            buttonDataList: [button("See upcoming workshops", "/events")],
          },
          { span: 8 },
        ),
        component(
          "BANNER",
          {
            viewType: "ANNOUNCEMENT_HIGHLIGHT",
            text: "Not sure which track fits you?",
            subText: "Tell us about your background and a learning advisor will call you back.",
            buttonDataList: [button("Talk to us", "/contact-us", "secondary")],
          },
          { span: 4 },
        ),
      ]),
    ]),
    section("faqs", { header: heading("Frequently asked questions"), layout: band("white") }, [
      component("FAQ", {
        openFirst: true,
        questions: [
          {
            question: "What is the difference between a fellowship and a bootcamp?",
            answer:
              "Fellowships run 3 to 4 months and are placement-focused: they end with a capstone, mock interviews and referrals to hiring partners.\n\nThe bootcamp runs 2 months and is for upskilling in your current role.",
          },
          {
            question: "Do I need experience in the field I want to move into?",
            answer:
              "No. Most fellows are switching careers. Each programme starts from foundations and builds up with weekly projects.",
          },
          {
            question: "How much time should I plan for each week?",
            answer:
              "Plan for 8 to 10 hours: two live evening classes, a mentor session every two weeks and time for assignments.",
          },
          {
            question: "What if I miss a live class?",
            answer:
              "Every class is recorded and available the same night, and your mentor can help you catch up.",
          },
        ],
      }),
    ]),
    section(
      "get-started",
      { layout: layout({ bg: "surface", padding: ["padding-bottom-80", GUTTER] }) },
      [
        component("BANNER", {
          viewType: "ANCHOR_BUTTON",
          text: "Five tracks, one goal: the role you want next",
          subText: "Compare the programmes side by side and pick your cohort.",
          image: image("hero-learning.svg", "", 1, 1),
          buttonDataList: [button("Compare programmes", "#programmes", "secondary")],
        }),
      ],
    ),
  ],
);
