import { productManagementEnrol } from "../course-enrol";
import { coursePage } from "../course-page";

export const productManagementCoursePage = coursePage({
  slug: "product-management",
  accent: "primary-light",
  titleView: "DEFAULT",
  superText: "Placement-focused fellowship",
  title: "Become a Product Manager in 4 months",
  subtitle:
    "Live classes with product leaders, weekly case studies and a capstone you can walk through in interviews.",
  highlights: [
    { value: "16", label: "Weeks of live learning" },
    { value: "12", label: "Product case studies" },
    { value: "1:1", label: "Fortnightly mentor sessions" },
    { value: "6", label: "Mock interviews", subLabel: "before you apply" },
  ],
  audience: [
    "an engineer, designer, analyst or consultant who keeps asking why before how",
    "a founder or early employee who already does product work without the title",
    "someone with two or more years of work experience, in any field",
  ],
  skills: [
    "Problem discovery",
    "User interviews",
    "Product metrics",
    "Prioritisation",
    "Writing specs",
    "Roadmapping",
    "Experiment design",
    "Stakeholder management",
  ],
  curriculum: [
    {
      duration: "Weeks 1-3",
      title: "Product thinking",
      subText:
        "How products create value, user problems versus feature requests, and your first teardown.",
    },
    {
      duration: "Weeks 4-6",
      title: "Discovery and research",
      subText:
        "Interview users, synthesise insights and write a problem statement a team can rally behind.",
    },
    {
      duration: "Weeks 7-9",
      title: "Metrics and experiments",
      subText:
        "North-star metrics, guardrails, funnels and how to read an A/B test without fooling yourself.",
    },
    {
      duration: "Weeks 10-12",
      title: "Execution with engineering",
      subText: "Specs, user stories, sprint rituals and the trade-offs of shipping on a deadline.",
    },
    {
      duration: "Weeks 13-16",
      title: "Capstone and placement prep",
      subText:
        "Ship a product plan for a real company, then mock interviews, resume reviews and referrals.",
    },
  ],
  projects: [
    {
      title: "Teardown of a consumer app",
      subText: "Pick an app you use daily and explain the bets behind its last three releases.",
    },
    {
      title: "Metrics tree for a marketplace",
      subText:
        "Define the north star, the inputs that drive it and the guardrails that protect it.",
    },
    {
      title: "Capstone product plan",
      subText: "Research, spec and a launch plan for a feature, presented to a panel of mentors.",
    },
  ],
  mentors: [
    { name: "Kavya Raman", role: "Group Product Manager", company: "Orbit Commerce", photo: 1 },
    { name: "Arjun Bhatia", role: "Senior Product Manager", company: "Kestrel Pay", photo: 2 },
    { name: "Meghna Sethi", role: "Director of Product", company: "Lumen Health", photo: 3 },
    { name: "Rohan Desai", role: "Product Lead", company: "Fernway Travel", photo: 4 },
  ],
  testimonials: [
    {
      quote:
        "I had done product work for years as an engineer but could never explain it. The case studies gave me the words and the capstone gave me the story.",
      name: "Sanjay Pillai",
      role: "Product Manager",
      company: "Kestrel Pay",
      rating: 5,
    },
    {
      quote:
        "My mentor made me rewrite my problem statement four times. The fourth version is what got me through the final round.",
      name: "Ishita Verma",
      role: "Associate Product Manager",
      company: "Quill Media",
      rating: 5,
    },
  ],
  faqs: [
    {
      question: "Who is the Product Manager Fellowship for?",
      answer:
        "Working professionals with two or more years of experience who want to move into product roles: engineers, designers, analysts, consultants and founders.",
    },
    {
      question: "Do I need to know how to code?",
      answer:
        "No. You will learn enough about how software is built to work well with engineers, but there is no coding in the programme.",
    },
    {
      question: "How does placement support work?",
      answer:
        "After your capstone you get resume and profile reviews, mock interviews with mentors and referrals to roles at our hiring partners.\n\nSupport continues until you land a role you are happy with.",
    },
  ],
  nextCohort: "A new Product Manager cohort starts every month",
  enrol: productManagementEnrol,
});
