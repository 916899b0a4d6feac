import type { WidgetSample } from "../types";
import type { TimelineInput } from "~/contract/widgets/timeline";

export const timelineSamples: WidgetSample<TimelineInput>[] = [
  {
    title: "Data Analyst Fellowship curriculum",
    data: {
      type: "TIMELINE",
      headerData: {
        textData: {
          superText: "Curriculum",
          text: "From spreadsheets to stakeholder-ready insights",
        },
      },
      steps: [
        {
          duration: "Weeks 1-2",
          title: "Spreadsheet foundations",
          subText: "Cleaning messy data, pivot tables, lookups and your first analysis memo.",
        },
        {
          duration: "Weeks 3-6",
          title: "SQL for analysts",
          subText: "Joins, aggregations, CTEs and window functions on a real e-commerce dataset.",
        },
        {
          duration: "Weeks 7-9",
          title: "Python and statistics",
          subText: "pandas, A/B test readouts and the statistics interviewers actually ask about.",
        },
        {
          duration: "Weeks 10-12",
          title: "Dashboards and storytelling",
          subText: "Build a Tableau dashboard and present it to a panel of mentors.",
        },
        {
          duration: "Week 13 onwards",
          title: "Capstone and placement support",
          subText: "Mock interviews, resume reviews and referrals to hiring partners.",
        },
      ],
    },
  },
  {
    title: "How it works",
    data: {
      type: "TIMELINE",
      bgColorData: { bgKey: "surface" },
      headerData: { textData: { text: "How it works" } },
      steps: [
        { title: "Apply in five minutes", subText: "Tell us about your background and goals." },
        {
          title: "Talk to a learning advisor",
          subText: "A short call to check the fellowship fits where you want to go.",
        },
        {
          title: "Join your cohort",
          subText: "Meet your mentor and peers in the kickoff session.",
        },
        { title: "Learn, build, get hired" },
      ],
      footerData: {
        buttonDataList: [
          {
            buttonText: "Start your application",
            action: { type: "NAVIGATION", uri: "/join-program" },
          },
        ],
      },
    },
  },
];
