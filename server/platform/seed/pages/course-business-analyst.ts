import { coursePage } from "../course-page";

export const businessAnalystCoursePage = coursePage({
  slug: "business-analyst",
  accent: "yellow-light",
  titleView: "DEFAULT",
  superText: "Placement-focused fellowship",
  title: "Become a Business Analyst in 3 months",
  subtitle:
    "Map processes, size opportunities and turn stakeholder asks into clear requirements, with 12 industry case studies.",
  highlights: [
    { value: "12", label: "Weeks of live learning" },
    { value: "12", label: "Industry case studies" },
    { value: "4", label: "Stakeholder simulations" },
    { value: "1:1", label: "Fortnightly mentor sessions" },
  ],
  audience: [
    "in operations, consulting or sales and the person who already fixes broken processes",
    "a graduate who likes structured problems and talking to people",
    "an analyst who wants to own requirements, not just reports",
  ],
  skills: [
    "Process mapping",
    "Requirements writing",
    "SQL",
    "Spreadsheet modelling",
    "Dashboards",
    "Stakeholder interviews",
    "Presenting recommendations",
  ],
  curriculum: [
    {
      duration: "Weeks 1-2",
      title: "The business analyst's toolkit",
      subText: "How companies make money, the role of an analyst and structured problem solving.",
    },
    {
      duration: "Weeks 3-5",
      title: "Processes and requirements",
      subText: "Process maps, user stories and acceptance criteria that developers can build from.",
    },
    {
      duration: "Weeks 6-8",
      title: "Data for decisions",
      subText: "SQL, spreadsheet models and sizing an opportunity before anyone builds anything.",
    },
    {
      duration: "Weeks 9-10",
      title: "Stakeholders and storytelling",
      subText: "Run workshops, handle conflicting asks and present a recommendation to leadership.",
    },
    {
      duration: "Weeks 11-12",
      title: "Capstone and placement prep",
      subText: "A case from a real company, mock interviews, resume reviews and referrals.",
    },
  ],
  projects: [
    {
      title: "Order-to-delivery process redesign",
      subText: "Map the current process, find the bottleneck and specify the fix.",
    },
    {
      title: "Market sizing model",
      subText:
        "Estimate the opportunity for a new product line with clear, defensible assumptions.",
    },
    {
      title: "Requirements pack for a feature",
      subText: "User stories, acceptance criteria and a sign-off plan for a loyalty programme.",
    },
  ],
  mentors: [
    {
      name: "Priya Narang",
      role: "Senior Business Analyst",
      company: "Tidewater Logistics",
      photo: 2,
    },
    { name: "Sameer Khan", role: "Strategy Manager", company: "Kestrel Pay", photo: 3 },
    { name: "Divya Hegde", role: "Business Analysis Lead", company: "Quill Media", photo: 4 },
    {
      name: "Varun Joshi",
      role: "Product Operations Manager",
      company: "Northwind Labs",
      photo: 1,
    },
  ],
  testimonials: [
    {
      quote:
        "The stakeholder simulations were the closest thing to the real job. In my interview I described one almost word for word.",
      name: "Harini Subramanian",
      role: "Business Analyst",
      company: "Tidewater Logistics",
      rating: 5,
    },
    {
      quote:
        "I was in operations for five years. The fellowship showed me that the work I was already doing had a name, and a career path.",
      name: "Manoj Reddy",
      role: "Business Analyst",
      company: "Orbit Commerce",
      rating: 4,
    },
  ],
  faqs: [
    {
      question: "How is a business analyst different from a data analyst?",
      answer:
        "Both use data. A business analyst spends more time on processes, requirements and stakeholders; a data analyst goes deeper into analysis and statistics.",
    },
    {
      question: "Do I need a business degree?",
      answer: "No. The programme starts from how businesses work and builds up with case studies.",
    },
    {
      question: "What roles do graduates move into?",
      answer:
        "Business analyst, operations analyst, product operations and associate consultant roles are the most common.",
    },
  ],
  nextCohort: "Applications for the next Business Analyst cohort are open",
});
