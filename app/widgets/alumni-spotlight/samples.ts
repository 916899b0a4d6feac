import { sampleImage } from "../sample-paths";
import type { WidgetSample } from "../types";
import type { AlumniSpotlightInput } from "~/contract/widgets/alumni-spotlight";

const photo = (name: string, alt: string) => ({
  url: sampleImage("person", name),
  altText: alt,
  aspectRatioX: 1,
  aspectRatioY: 1,
});

export const alumniSpotlightSamples: WidgetSample<AlumniSpotlightInput>[] = [
  {
    title: "Product fellowship graduates who switched careers",
    data: {
      type: "ALUMNI_SPOTLIGHT",
      headerData: { textData: { text: "From the last cohort" } },
      alumni: [
        {
          name: "Rohan Mehta",
          image: photo("rohan-mehta", "Rohan Mehta"),
          programme: "Product Manager Fellowship, 2025",
          beforeRole: "Software Engineer",
          beforeCompany: "Infosys",
          afterRole: "Product Manager",
          afterCompany: "Swiggy",
          highlight: "2.1x salary",
          quote: "The capstone gave me a real product story to tell in every interview.",
          storyLink: { label: "Read Rohan's story", url: "/success-stories/rohan-mehta" },
        },
        {
          name: "Divya Krishnan",
          image: photo("divya-krishnan", "Divya Krishnan"),
          programme: "Data Analyst Fellowship, 2025",
          beforeRole: "Operations Executive",
          beforeCompany: "Delhivery",
          afterRole: "Data Analyst",
          afterCompany: "PhonePe",
          highlight: "85% hike",
          quote: "I learnt SQL on the night shift. My mentor made sure I never stalled.",
          storyLink: { label: "Read Divya's story", url: "/success-stories/divya-krishnan" },
        },
      ],
    },
  },
  {
    title: "A first job after the bootcamp",
    data: {
      type: "ALUMNI_SPOTLIGHT",
      alumni: [
        {
          name: "Imran Sheikh",
          programme: "Applied Generative AI Bootcamp, 2026",
          afterRole: "AI Engineer",
          afterCompany: "Freshworks",
          quote: "My RAG project was the first thing the hiring manager asked about.",
        },
        {
          name: "Sneha Patil",
          programme: "Product Designer Fellowship, 2026",
          beforeRole: "Graphic Designer",
          afterRole: "Product Designer",
          afterCompany: "Atlassian",
          highlight: "First product role",
        },
      ],
    },
  },
];
