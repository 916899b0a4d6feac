import { sampleImage } from "../sample-paths";
import type { WidgetSample } from "../types";
import type { InstructorProfileInput } from "~/contract/widgets/instructor-profile";

export const instructorProfileSamples: WidgetSample<InstructorProfileInput>[] = [
  {
    title: "Data science instructor with figures and courses",
    data: {
      type: "INSTRUCTOR_PROFILE",
      headerData: { textData: { text: "Meet your lead instructor" } },
      name: "Dr. Kavya Raghunathan",
      title: "Head of Data Science",
      company: "Swiggy",
      image: {
        url: sampleImage("person", "kavya-raghunathan"),
        altText: "Dr. Kavya Raghunathan",
        aspectRatioX: 1,
        aspectRatioY: 1,
      },
      bio: "Kavya has spent twelve years building forecasting and pricing models, first at a bank and then at two consumer start-ups.\n\nShe has taught the Data Analyst Fellowship since its first cohort and still reviews every capstone herself.",
      stats: [
        { value: "12 years", label: "in data science" },
        { value: "3,400+", label: "learners taught" },
        { value: "4.9/5", label: "average class rating" },
        { value: "28", label: "capstones mentored last year" },
      ],
      credentials: [
        "PhD in Statistics, Indian Statistical Institute",
        "Led demand forecasting for 500 cities at Swiggy",
        "Speaker at PyData Bengaluru 2025",
      ],
      courses: [
        { title: "Data Analyst Fellowship", url: "/data-analyst-fellowship" },
        { title: "Statistics for decision making (workshop)" },
      ],
      links: [
        { label: "LinkedIn", url: "https://www.linkedin.com/in/kavya-raghunathan" },
        { label: "Blog", url: "https://kavya.example.com" },
      ],
    },
  },
  {
    title: "Bootcamp instructor, short profile with a button",
    data: {
      type: "INSTRUCTOR_PROFILE",
      name: "Vikram Joshi",
      title: "ML Engineer",
      company: "Sarvam AI",
      bio: "Vikram builds evaluation pipelines for Indian-language models and teaches the retrieval module of the Applied Generative AI Bootcamp.",
      credentials: [
        "Ex-Microsoft Research India",
        "Maintainer of an open-source evaluation toolkit",
      ],
      buttons: [
        {
          buttonText: "See the bootcamp",
          action: { type: "NAVIGATION", uri: "/applied-generative-ai-bootcamp" },
        },
      ],
    },
  },
];
