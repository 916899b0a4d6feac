import { coursePage } from "../course-page";

export const dataAnalystCoursePage = coursePage({
  slug: "data-analyst",
  accent: "blue-light",
  titleView: "DEFAULT",
  superText: "Placement-focused fellowship",
  title: "Become a Data Analyst in 3 months",
  subtitle:
    "SQL, spreadsheets, Python and dashboards, practised on real business datasets with analysts who use them daily.",
  highlights: [
    { value: "12", label: "Weeks of live learning" },
    { value: "8", label: "Business datasets" },
    { value: "2", label: "Portfolio dashboards" },
    { value: "1:1", label: "Fortnightly mentor sessions" },
  ],
  audience: [
    "working in operations, sales, support or finance and already living in spreadsheets",
    "a recent graduate who enjoys numbers and wants a first analytics role",
    "an engineer or researcher who wants to work closer to business decisions",
  ],
  skills: [
    "Spreadsheets",
    "SQL",
    "Python for analysis",
    "Statistics",
    "A/B test readouts",
    "Dashboards",
    "Data storytelling",
  ],
  curriculum: [
    {
      duration: "Weeks 1-2",
      title: "Spreadsheet foundations",
      subText: "Cleaning messy data, pivot tables, lookups and your first analysis memo.",
    },
    {
      duration: "Weeks 3-5",
      title: "SQL for analysts",
      subText:
        "Joins, aggregations, common table expressions and window functions on an e-commerce dataset.",
    },
    {
      duration: "Weeks 6-8",
      title: "Python and statistics",
      subText:
        "pandas, distributions, confidence intervals and the statistics interviewers ask about.",
    },
    {
      duration: "Weeks 9-10",
      title: "Dashboards and storytelling",
      subText: "Build a dashboard a manager can use and present the story behind it.",
    },
    {
      duration: "Weeks 11-12",
      title: "Capstone and placement prep",
      subText:
        "An end-to-end analysis for a real business question, then mock interviews and referrals.",
    },
  ],
  projects: [
    {
      title: "Churn analysis for a subscription business",
      subText: "Find who leaves, when and why, and recommend what to try first.",
    },
    {
      title: "Sales performance dashboard",
      subText: "A weekly dashboard with the three numbers a regional manager checks every Monday.",
    },
    {
      title: "Experiment readout",
      subText: "Analyse a pricing-page test and write the decision memo a product team needs.",
    },
  ],
  mentors: [
    { name: "Ritu Agarwal", role: "Analytics Manager", company: "Bluepeak Analytics", photo: 3 },
    { name: "Nikhil Kapoor", role: "Senior Data Analyst", company: "Kestrel Pay", photo: 4 },
    { name: "Shreya Iyer", role: "Lead Analyst", company: "Tidewater Logistics", photo: 1 },
    { name: "Aman Gupta", role: "Data Scientist", company: "Orbit Commerce", photo: 2 },
  ],
  testimonials: [
    {
      quote:
        "I came from customer support with no SQL at all. By week six I was writing window functions, and my capstone became my interview story.",
      name: "Farhan Siddiqui",
      role: "Data Analyst",
      company: "Bluepeak Analytics",
      rating: 5,
    },
    {
      quote:
        "The datasets were messy the way real data is messy. That made my first month on the job feel familiar.",
      name: "Lavanya Krishnan",
      role: "Business Intelligence Analyst",
      company: "Lumen Health",
      rating: 5,
    },
  ],
  faqs: [
    {
      question: "Do I need to know programming?",
      answer:
        "No. You start with spreadsheets and SQL; Python is introduced gently in the second half, focused on analysis.",
    },
    {
      question: "How much time should I plan for each week?",
      answer:
        "Plan for 8 to 10 hours: two live classes, an assignment and a mentor session every two weeks.",
    },
    {
      question: "Which tools will I use?",
      answer:
        "Spreadsheets, a SQL database, Python notebooks and a dashboarding tool. Everything runs in your browser or on free tiers.",
    },
  ],
  nextCohort: "A new Data Analyst cohort starts every month",
});
