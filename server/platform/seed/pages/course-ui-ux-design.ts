import { coursePage } from "../course-page";

export const uiUxDesignCoursePage = coursePage({
  slug: "ui-ux-design",
  accent: "pink-light",
  titleView: "PAGE_TITLE_MEDIA_CARD",
  superText: "Placement-focused fellowship",
  title: "Product Designer Fellowship",
  subtitle:
    "Design real products with mentors from leading design teams and graduate with a portfolio that gets shortlisted.",
  highlights: [
    { value: "16", label: "Weeks of live learning" },
    { value: "3", label: "Portfolio case studies" },
    { value: "Weekly", label: "Design critiques" },
    { value: "1:1", label: "Portfolio reviews" },
  ],
  audience: [
    "a graphic or visual designer who wants to design whole products",
    "a developer, marketer or researcher drawn to how people use software",
    "a self-taught designer who needs structure, critique and a stronger portfolio",
  ],
  skills: [
    "User research",
    "Information architecture",
    "Wireframing",
    "Figma",
    "Prototyping",
    "Design systems",
    "Usability testing",
    "Presenting design",
  ],
  curriculum: [
    {
      duration: "Weeks 1-3",
      title: "Design foundations",
      subText:
        "Visual hierarchy, typography, colour and layout, practised on small daily exercises.",
    },
    {
      duration: "Weeks 4-6",
      title: "Research and problem framing",
      subText:
        "Plan and run interviews, build journey maps and frame the problem before pushing pixels.",
    },
    {
      duration: "Weeks 7-10",
      title: "Interaction design and prototyping",
      subText: "Flows, wireframes and interactive prototypes in Figma, tested with real users.",
    },
    {
      duration: "Weeks 11-13",
      title: "Design systems and handoff",
      subText:
        "Components, tokens and the handoff details engineers need to build what you designed.",
    },
    {
      duration: "Weeks 14-16",
      title: "Portfolio and placement prep",
      subText:
        "Turn three projects into case studies, rehearse portfolio walkthroughs and meet hiring partners.",
    },
  ],
  projects: [
    {
      title: "Redesign a checkout flow",
      subText: "Find where people drop off, test alternatives and measure the improvement.",
    },
    {
      title: "Mobile app from zero",
      subText: "Research, flows and a high-fidelity prototype for a new travel planning app.",
    },
    {
      title: "A small design system",
      subText: "Components and tokens for a dashboard, documented so a developer can use them.",
    },
  ],
  mentors: [
    {
      name: "Tanvi Menon",
      role: "Principal Product Designer",
      company: "Fernway Travel",
      photo: 1,
    },
    { name: "Dev Malhotra", role: "Design Manager", company: "Northwind Labs", photo: 2 },
    { name: "Anika Shah", role: "Senior UX Researcher", company: "Lumen Health", photo: 1 },
    { name: "Kabir Anand", role: "Staff Product Designer", company: "Orbit Commerce", photo: 2 },
  ],
  testimonials: [
    {
      quote:
        "Critique every week was uncomfortable for a month and then it was the best part. I learnt to defend decisions with evidence, not taste.",
      name: "Pooja Nair",
      role: "Product Designer",
      company: "Tidewater Logistics",
      rating: 5,
    },
    {
      quote:
        "My old portfolio was a gallery. Now each project reads like a case study, and recruiters actually ask me about the process.",
      name: "Vivek Rao",
      role: "UX Designer",
      company: "Northwind Labs",
      rating: 4,
    },
  ],
  faqs: [
    {
      question: "Do I need a design background?",
      answer:
        "No. The first weeks cover the foundations. Curiosity about people and patience with feedback matter more than past titles.",
    },
    {
      question: "Which tools will I use?",
      answer:
        "Figma for design and prototyping, plus simple tools for research and usability testing.",
    },
    {
      question: "Will I have a portfolio at the end?",
      answer:
        "Yes: three case studies reviewed by mentors, and practice presenting them the way design interviews expect.",
    },
  ],
  nextCohort: "The next Product Designer cohort opens for applications soon",
});
