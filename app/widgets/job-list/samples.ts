import { formSubmitPath, sampleImage } from "../sample-paths";
import type { WidgetSample } from "../types";
import type { JobListInput } from "~/contract/widgets/job-list";

const logo = (name: string, alt: string) => ({
  url: sampleImage("logo", name),
  altText: alt,
  aspectRatioX: 1,
  aspectRatioY: 1,
});

export const jobListSamples: WidgetSample<JobListInput>[] = [
  {
    title: "Roles from hiring partners, with salary ranges",
    data: {
      type: "JOB_LIST",
      headerData: { textData: { text: "Open roles for fellowship graduates" } },
      jobs: [
        {
          role: "Associate Product Manager",
          company: "Razorpay",
          companyLogo: logo("razorpay", "Razorpay"),
          location: "Bengaluru",
          workMode: "HYBRID",
          employmentType: "FULL_TIME",
          experience: "1 to 3 years",
          salary: { min: 1400000, max: 2200000, currency: "INR", period: "YEAR" },
          skills: ["Product sense", "SQL", "Stakeholder management"],
          note: "Posted 2 days ago",
          applyButton: {
            buttonText: "Apply now",
            action: { type: "NAVIGATION", uri: "/job-application/razorpay-apm-2026" },
          },
        },
        {
          role: "Data Analyst",
          company: "PhonePe",
          companyLogo: logo("phonepe", "PhonePe"),
          location: "Pune",
          workMode: "ONSITE",
          employmentType: "FULL_TIME",
          experience: "0 to 2 years",
          salary: { min: 900000, max: 1300000 },
          skills: ["SQL", "Power BI", "Python"],
          applyButton: {
            action: { type: "NAVIGATION", uri: "/job-application/phonepe-da-114" },
          },
        },
        {
          role: "Product Design Intern",
          company: "Atlassian",
          location: "Remote, India",
          workMode: "REMOTE",
          employmentType: "INTERNSHIP",
          salary: { min: 60000, currency: "INR", period: "MONTH" },
          note: "Apply by 20 Dec",
          applyButton: {
            buttonText: "Apply with your portfolio",
            action: { type: "API_CALL", uri: formSubmitPath("job-atlassian-design-intern") },
          },
        },
      ],
    },
  },
  {
    title: "Remote AI roles in US dollars",
    data: {
      type: "JOB_LIST",
      jobs: [
        {
          role: "Machine Learning Engineer, Evaluation",
          company: "Sarvam AI",
          workMode: "REMOTE",
          employmentType: "CONTRACT",
          experience: "3+ years",
          salary: { min: 90000, max: 130000, currency: "USD" },
          skills: ["Python", "LLM evaluation"],
          applyButton: {
            buttonText: "Apply",
            action: { type: "NAVIGATION", uri: "/job-application/sarvam-mle-eval" },
          },
        },
        {
          role: "Prompt Engineer",
          company: "Freshworks",
          location: "Chennai",
          workMode: "HYBRID",
          employmentType: "FULL_TIME",
          skills: ["Prompt design", "RAG"],
        },
      ],
    },
  },
];
