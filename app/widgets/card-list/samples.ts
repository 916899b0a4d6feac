import type { WidgetSample } from "../types";
import type { CardListInput } from "~/contract/widgets/card-list";

const courseImage = (file: string, altText: string) => ({
  url: `/images/${file}`,
  altText,
  aspectRatioX: 4,
  aspectRatioY: 3,
});

export const cardListSamples: WidgetSample<CardListInput>[] = [
  {
    title: "IMAGE_CARD: programmes grid",
    data: {
      type: "CARD_LIST",
      viewType: "IMAGE_CARD",
      headerData: {
        textData: {
          superText: "Programmes",
          text: "Find the track that fits your next role",
          subText: "Live cohorts led by practitioners, with projects you can show to recruiters.",
        },
      },
      numColumns: 3,
      cards: [
        {
          image: courseImage("course-pm.svg", "Product roadmap illustration"),
          superText: "Fellowship · 4 months",
          title: "Product Manager Fellowship",
          subText:
            "Discover problems worth solving, write crisp PRDs and ship with engineering teams.",
          tags: [{ text: "Placement-focused", bgKey: "green-light" }, { text: "Live" }],
          action: { type: "NAVIGATION", uri: "/course/product-management-course" },
        },
        {
          image: courseImage("course-design.svg", "Design canvas illustration"),
          superText: "Fellowship · 4 months",
          title: "Product Designer Fellowship",
          subText: "Research, wireframe and prototype in Figma, then defend your design decisions.",
          tags: [{ text: "Placement-focused", bgKey: "green-light" }, { text: "Portfolio" }],
          action: { type: "NAVIGATION", uri: "/course/ui-ux-design-course" },
        },
        {
          image: courseImage("course-data.svg", "Charts and dashboards illustration"),
          superText: "Fellowship · 3 months",
          title: "Data Analyst Fellowship",
          subText: "SQL, spreadsheets, Python and dashboards, practised on real business datasets.",
          tags: [{ text: "Placement-focused", bgKey: "green-light" }, { text: "SQL" }],
          action: { type: "NAVIGATION", uri: "/course/data-analyst-course" },
        },
        {
          image: courseImage("course-ba.svg", "Business process illustration"),
          superText: "Fellowship · 3 months",
          title: "Business Analyst Fellowship",
          subText:
            "Map processes, size opportunities and turn stakeholder asks into clear requirements.",
          tags: [{ text: "Placement-focused", bgKey: "green-light" }],
          action: { type: "NAVIGATION", uri: "/course/business-analyst-course" },
        },
        {
          image: courseImage("course-genai.svg", "Neural network illustration"),
          superText: "Bootcamp · 2 months",
          title: "Applied Generative AI Bootcamp",
          subText:
            "Prompting, retrieval and evaluation: build and ship two AI assistants end to end.",
          tags: [{ text: "Upskilling", bgKey: "blue-light" }, { text: "Weekends" }],
          action: { type: "NAVIGATION", uri: "/course/generative-ai-course" },
          buttons: [
            {
              buttonText: "See the projects",
              bgColorData: { bgKey: "text" },
              action: { type: "NAVIGATION", uri: "/course/generative-ai-course#projects" },
            },
          ],
        },
      ],
    },
  },
  {
    title: "HORIZONTAL: upcoming live workshops",
    data: {
      type: "CARD_LIST",
      viewType: "HORIZONTAL",
      headerData: { textData: { text: "Upcoming live workshops" } },
      cards: [
        {
          image: courseImage("event.svg", "Live workshop"),
          superText: "Sat, 14 Sep · 11:00 AM",
          title: "Cracking the product sense interview",
          subText: "With a Group PM who has run 200+ interviews.",
          action: { type: "NAVIGATION", uri: "/event/product-sense-interview" },
        },
        {
          image: courseImage("course-design.svg", "Design critique"),
          superText: "Sun, 15 Sep · 5:00 PM",
          title: "Portfolio review: UX case studies that get shortlisted",
          action: { type: "NAVIGATION", uri: "/event/ux-portfolio-review" },
        },
        {
          image: courseImage("course-data.svg", "SQL workshop"),
          superText: "Wed, 18 Sep · 8:00 PM",
          title: "SQL window functions in 60 minutes",
          action: { type: "NAVIGATION", uri: "/event/sql-window-functions" },
        },
        {
          image: courseImage("course-genai.svg", "Generative AI workshop"),
          superText: "Sat, 21 Sep · 11:00 AM",
          title: "Build a RAG assistant over your own notes",
          action: { type: "NAVIGATION", uri: "/event/build-a-rag-assistant" },
        },
      ],
      footerData: {
        buttonDataList: [
          {
            buttonText: "All events",
            bgColorData: { bgKey: "secondary" },
            action: { type: "NAVIGATION", uri: "/events" },
          },
        ],
      },
    },
  },
  {
    title: "CARD_WITH_BACKGROUND: why learners choose us",
    data: {
      type: "CARD_LIST",
      viewType: "CARD_WITH_BACKGROUND",
      headerData: { textData: { text: "Built around outcomes, not videos" } },
      numColumns: 4,
      cards: [
        {
          title: "Live classes, small cohorts",
          subText: "Ask questions in the moment and learn alongside peers on the same journey.",
        },
        {
          title: "1:1 mentorship",
          subText: "Fortnightly sessions with mentors from top product and data teams.",
        },
        {
          title: "Projects that prove it",
          subText: "Case studies and capstones reviewed like real work, ready for your portfolio.",
        },
        {
          title: "Career services",
          subText: "Resume reviews, mock interviews and referrals to our hiring partners.",
          bgColorData: { bgKey: "dark-purple" },
        },
      ],
    },
  },
  {
    title: "DYNAMIC_WIDTH: skills you will practise",
    data: {
      type: "CARD_LIST",
      viewType: "DYNAMIC_WIDTH",
      headerData: { textData: { text: "Skills you will practise" } },
      cards: [
        {
          image: { url: "/images/course-data.svg", altText: "", aspectRatioX: 4, aspectRatioY: 3 },
          title: "SQL",
          subText: "Joins, CTEs, window functions",
        },
        {
          image: {
            url: "/images/course-design.svg",
            altText: "",
            aspectRatioX: 4,
            aspectRatioY: 3,
          },
          title: "Figma",
        },
        { title: "User research" },
        { title: "A/B testing", subText: "Design, power, readouts" },
        { title: "Prompt engineering" },
        { title: "Stakeholder management" },
        { title: "Tableau dashboards" },
      ],
    },
  },
];
