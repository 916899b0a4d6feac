import { generativeAiEnrol } from "../course-enrol";
import { coursePage } from "../course-page";

export const generativeAiCoursePage = coursePage({
  slug: "generative-ai",
  accent: "green-light",
  titleView: "PAGE_TITLE_V2",
  superText: "Upskilling bootcamp",
  title: "Applied Generative AI",
  subtitle:
    "Build assistants, retrieval pipelines and evaluations in 8 weeks of hands-on projects, alongside your current job.",
  highlights: [
    { value: "8", label: "Weeks, on weekends" },
    { value: "2", label: "Assistants shipped" },
    { value: "6", label: "Hands-on labs" },
    { value: "Live", label: "Office hours every week" },
  ],
  audience: [
    "a developer, analyst or product person who wants to build with language models, not just chat with them",
    "a team lead who has to decide where generative AI is worth the effort",
    "comfortable reading simple code; the labs provide starter notebooks",
  ],
  skills: [
    "Prompt design",
    "Retrieval-augmented generation",
    "Embeddings",
    "Tool use and agents",
    "Evaluation",
    "Guardrails",
    "Cost and latency",
  ],
  curriculum: [
    {
      duration: "Weeks 1-2",
      title: "How language models behave",
      subText:
        "Tokens, context windows, prompting patterns and why answers change from run to run.",
    },
    {
      duration: "Weeks 3-4",
      title: "Retrieval over your own data",
      subText:
        "Chunking, embeddings and retrieval pipelines that answer from documents, with sources.",
    },
    {
      duration: "Weeks 5-6",
      title: "Tools, agents and workflows",
      subText: "Let a model call functions, plan steps and know when to hand over to a person.",
    },
    {
      duration: "Weeks 7-8",
      title: "Evaluation and shipping",
      subText: "Build an evaluation set, measure quality, add guardrails and demo your assistant.",
    },
  ],
  projects: [
    {
      title: "A study assistant over your notes",
      subText: "Answers questions from your own documents and cites where each answer came from.",
    },
    {
      title: "A support triage agent",
      subText:
        "Reads incoming tickets, drafts replies and routes what it cannot handle to a person.",
    },
  ],
  mentors: [
    { name: "Ira Banerjee", role: "Machine Learning Engineer", company: "Lumen Health", photo: 2 },
    { name: "Siddharth Rao", role: "Applied AI Lead", company: "Quill Media", photo: 1 },
    {
      name: "Nandini Pillai",
      role: "Staff Software Engineer",
      company: "Bluepeak Analytics",
      photo: 2,
    },
    { name: "Omar Sheikh", role: "AI Product Manager", company: "Orbit Commerce", photo: 3 },
  ],
  schedule: [
    {
      day: "Saturday",
      session: "Live class",
      format: "Concepts and a guided build",
      duration: "2.5 hours",
    },
    {
      day: "Sunday",
      session: "Lab",
      format: "Hands-on notebook with a mentor on call",
      duration: "2 hours",
    },
    {
      day: "Wednesday",
      session: "Office hours",
      format: "Open questions and project reviews",
      duration: "1 hour",
    },
    {
      day: "Any day",
      session: "Project work",
      format: "Build your assistant at your own pace",
      duration: "3 hours",
    },
  ],
  testimonials: [
    {
      quote:
        "Building the evaluation set in week seven changed how I think about every AI feature at work. We now measure before we ship.",
      name: "Karthik Menon",
      role: "Senior Software Engineer",
      company: "Kestrel Pay",
      rating: 5,
    },
    {
      quote:
        "Weekend classes meant I never had to choose between the bootcamp and my job, and the labs were ready to run.",
      name: "Sneha Patil",
      role: "Product Analyst",
      company: "Fernway Travel",
      rating: 5,
    },
  ],
  faqs: [
    {
      question: "Is this a placement programme?",
      answer:
        "No. The bootcamp is for upskilling in your current role. If you want to change careers, look at the fellowships.",
    },
    {
      question: "How much coding do I need?",
      answer:
        "You should be able to read and tweak simple Python. Starter notebooks are provided for every lab.",
    },
    {
      question: "Do I need to pay for model access?",
      answer: "No. Lab environments come with the access you need for the assignments.",
    },
  ],
  nextCohort: "The next Applied Generative AI cohort starts next month",
  enrol: generativeAiEnrol,
});
