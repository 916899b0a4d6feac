import { component, container, page, section } from "../builders";
import { band, button, heading, image, pageData, partnerLogos } from "../common";

export const forCompaniesPage = page(
  {
    id: "for-companies",
    uri: "/for-companies",
    pageData: pageData({
      title: "Hire from us",
      description:
        "Hire job-ready product managers, designers and analysts, trained on real projects.",
      pageName: "Hire From Us",
    }),
  },
  [
    section("hire-hero", { layout: band("dark-purple", "l") }, [
      component("BANNER", {
        viewType: "IMAGE_ON_RIGHT",
        superText: "Hire from us",
        text: "Meet job-ready product, design and data talent",
        subText:
          "Every fellow has shipped a capstone, passed mock interviews with practitioners and is ready to contribute from the first week.",
        image: image("hero-learning.svg", "Fellows presenting a capstone to a panel", 4, 3),
        buttonDataList: [
          button("Start hiring", "/contact-us", "white"),
          button("How it works", "#hiring-process", "secondary"),
        ],
      }),
    ]),
    section("hiring-stats", { layout: band("white", "s") }, [
      component("STATS", {
        showDividers: true,
        alignment: "CENTER",
        items: [
          { value: "300+", label: "Companies hiring from us" },
          { value: "4", label: "Role tracks" },
          { value: "2 weeks", label: "Typical time to a shortlist" },
        ],
      }),
    ]),
    section(
      "roles",
      {
        header: heading("Roles you can hire for", {
          subText: "Fellows are trained for the role, not just the tools.",
        }),
        layout: band("surface"),
      },
      [
        component("CARD_LIST", {
          viewType: "CARD_WITH_BACKGROUND",
          numColumns: 4,
          cards: [
            {
              title: "Product managers",
              subText: "Discovery, metrics and specs, practised on twelve case studies.",
              bgColorData: { bgKey: "primary-light" },
            },
            {
              title: "Product designers",
              subText: "Research-led designers with three portfolio case studies each.",
              bgColorData: { bgKey: "pink-light" },
            },
            {
              title: "Data analysts",
              subText: "SQL, Python and dashboards on real business datasets.",
              bgColorData: { bgKey: "blue-light" },
            },
            {
              title: "Business analysts",
              subText: "Process mapping, requirements and stakeholder management.",
              bgColorData: { bgKey: "yellow-light" },
            },
          ],
        }),
      ],
    ),
    section("hiring-process", { header: heading("How hiring works"), layout: band("white") }, [
      container({ numColumns: 2, alignment: "ROW", gap: 48 }, [
        component(
          "TIMELINE",
          {
            steps: [
              {
                duration: "Day 1",
                title: "Share the role",
                subText: "Tell us what the team needs and how you interview.",
              },
              {
                duration: "Week 1",
                title: "Get a shortlist",
                subText: "We match fellows whose projects fit the role.",
              },
              {
                duration: "Week 2",
                title: "Interview",
                subText: "Run your usual process; we handle the scheduling.",
              },
              {
                title: "Hire and onboard",
                subText: "Mentors stay available to the new hire for the first month.",
              },
            ],
          },
          { span: 6 },
        ),
        component(
          "TABLE",
          {
            caption: "What each track covers",
            columns: [
              { key: "track", title: "Track" },
              { key: "duration", title: "Duration" },
              { key: "focus", title: "Focus" },
            ],
            rows: [
              {
                track: "Product Manager",
                duration: "4 months",
                focus: "Discovery, metrics, execution",
              },
              {
                track: "Product Designer",
                duration: "4 months",
                focus: "Research, interaction, systems",
              },
              { track: "Data Analyst", duration: "3 months", focus: "SQL, Python, dashboards" },
              {
                track: "Business Analyst",
                duration: "3 months",
                focus: "Processes, requirements, data",
              },
            ],
          },
          { span: 6 },
        ),
      ]),
    ]),
    section("partners", { layout: band("surface-alt", "s") }, [
      component("LOGO_STRIP", {
        headerData: heading("Teams that hire our fellows", { center: true, size: 3 }),
        logos: partnerLogos(),
      }),
    ]),
    section(
      "hiring-manager-stories",
      { header: heading("What hiring managers say"), layout: band("white") },
      [
        component("TESTIMONIALS", {
          testimonials: [
            {
              quote:
                "Fellows arrive able to explain their trade-offs. We spend onboarding on our product, not on the basics.",
              name: "Rakesh Menon",
              role: "Head of Product",
              company: "Kestrel Pay",
            },
            {
              quote:
                "The shortlist was small and every candidate was relevant. We hired two analysts from one cohort.",
              name: "Sunita Rao",
              role: "Analytics Director",
              company: "Tidewater Logistics",
            },
          ],
        }),
      ],
    ),
    section(
      "company-faqs",
      { header: heading("Questions from companies"), layout: band("surface") },
      [
        component("FAQ", {
          questions: [
            {
              question: "Where are the fellows based?",
              answer:
                "Across the country. Most are open to remote or hybrid roles, and many are willing to relocate for the right team.",
            },
            {
              question: "Can fellows do a trial project?",
              answer:
                "Yes. Many partners run a short take-home or paid trial; we help scope it fairly.",
            },
            {
              question: "Can our team join a programme?",
              answer:
                "Yes. Teams often send people to the Applied Generative AI bootcamp to upskill together.",
            },
          ],
        }),
      ],
    ),
    section("hire-cta", { layout: band("primary-light", "s") }, [
      component("BUTTON_LIST", {
        label: "Hiring actions",
        alignment: "CENTER",
        stackOnMobile: true,
        buttonDataList: [
          button("Talk to our hiring team", "/contact-us"),
          button("Upskill your team", "/course/generative-ai-course", "secondary"),
        ],
      }),
    ]),
  ],
);
