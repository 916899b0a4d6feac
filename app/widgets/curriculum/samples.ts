import type { WidgetSample } from "../types";
import type { CurriculumInput } from "~/contract/widgets/curriculum";

export const curriculumSamples: WidgetSample<CurriculumInput>[] = [
  {
    title: "Product Manager Fellowship curriculum, first module open",
    data: {
      type: "CURRICULUM",
      openFirst: true,
      headerData: {
        textData: {
          text: "What you will learn",
          subText: "Six months, four modules, one capstone with a real company.",
        },
      },
      modules: [
        {
          title: "Product thinking and discovery",
          duration: "Weeks 1 to 4",
          summary:
            "Find problems worth solving and check them with users before anything is built.",
          topics: [
            {
              title: "What a product manager does all week",
              kind: "LIVE_CLASS",
              durationMinutes: 120,
              freePreview: true,
            },
            {
              title: "Customer interviews that do not lead the witness",
              kind: "LIVE_CLASS",
              durationMinutes: 120,
            },
            { title: "Jobs to be done", kind: "VIDEO", durationMinutes: 45 },
            {
              title: "Interview five users of a food-delivery app",
              kind: "ASSIGNMENT",
              durationMinutes: 240,
            },
          ],
        },
        {
          title: "Metrics and experimentation",
          duration: "Weeks 5 to 8",
          topics: [
            {
              title: "North-star metrics and input metrics",
              kind: "LIVE_CLASS",
              durationMinutes: 120,
            },
            {
              title: "A/B tests: sample size and pitfalls",
              kind: "LIVE_CLASS",
              durationMinutes: 120,
            },
            { title: "SQL for product managers", kind: "READING", durationMinutes: 60 },
            { title: "Metrics quiz", kind: "QUIZ", durationMinutes: 30 },
          ],
        },
        {
          title: "Capstone with a partner company",
          duration: "Weeks 21 to 26",
          summary: "Ship a product requirement document and a prototype for a real brief.",
          topics: [{ title: "Capstone project", kind: "PROJECT", durationMinutes: 1800 }],
        },
      ],
    },
  },
  {
    title: "Applied Generative AI Bootcamp syllabus, all closed",
    data: {
      type: "CURRICULUM",
      modules: [
        {
          title: "Foundations of large language models",
          topics: [
            {
              title: "Tokens, context windows and costs",
              kind: "VIDEO",
              durationMinutes: 40,
              freePreview: true,
            },
            { title: "Prompt patterns that hold up", kind: "LIVE_CLASS", durationMinutes: 90 },
          ],
        },
        {
          title: "Retrieval-augmented generation",
          topics: [
            { title: "Chunking and embeddings", kind: "LIVE_CLASS", durationMinutes: 90 },
            { title: "Build a course-notes assistant", kind: "PROJECT", durationMinutes: 600 },
          ],
        },
        { title: "Evaluation and safety", duration: "Week 6" },
      ],
    },
  },
];
