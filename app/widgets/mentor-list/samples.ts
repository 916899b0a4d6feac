import { sampleImage } from "../sample-paths";
import type { WidgetSample } from "../types";
import type { MentorListInput } from "~/contract/widgets/mentor-list";

const photo = (name: string, alt: string) => ({
  url: sampleImage("person", name),
  altText: alt,
  aspectRatioX: 1,
  aspectRatioY: 1,
});

const book = (slug: string) => [
  {
    buttonText: "Book a session",
    action: { type: "NAVIGATION" as const, uri: `/mentorship/book?mentor=${slug}` },
  },
];

export const mentorListSamples: WidgetSample<MentorListInput>[] = [
  {
    title: "Product mentors, three columns",
    data: {
      type: "MENTOR_LIST",
      headerData: {
        textData: { text: "Learn from product leaders", subText: "1:1 sessions, 45 minutes each" },
      },
      mentors: [
        {
          name: "Ananya Rao",
          role: "Senior Product Manager",
          company: "Razorpay",
          image: photo("ananya-rao", "Ananya Rao"),
          rating: 4.9,
          sessionsCount: 1240,
          experienceYears: 9,
          expertise: ["Payments", "Product sense", "Interview prep"],
          languages: ["English", "Hindi", "Kannada"],
          availability: "Next free slot: Thu 10 Dec, 7 pm",
          buttons: book("ananya-rao"),
        },
        {
          name: "Sahil Verma",
          role: "Product Manager",
          company: "CRED",
          image: photo("sahil-verma", "Sahil Verma"),
          rating: 4.7,
          sessionsCount: 310,
          experienceYears: 5,
          expertise: ["Growth", "Metrics"],
          buttons: book("sahil-verma"),
        },
        {
          name: "Farah Siddiqui",
          role: "Group Product Manager",
          company: "Meesho",
          rating: 4.8,
          experienceYears: 12,
          bio: "Built seller tools used by 800,000 small businesses; now coaches first-time PMs.",
          expertise: ["Marketplaces", "Stakeholder management"],
          buttons: book("farah-siddiqui"),
        },
      ],
    },
  },
  {
    title: "Data mentors, two columns, no ratings yet",
    data: {
      type: "MENTOR_LIST",
      numColumns: 2,
      mentors: [
        {
          name: "Neha Kulkarni",
          role: "Senior Data Analyst",
          company: "PhonePe",
          experienceYears: 6,
          expertise: ["SQL", "Power BI", "A/B testing"],
          availability: "Weekends only",
        },
        {
          name: "Arjun Desai",
          role: "BI Engineer",
          company: "Zomato",
          experienceYears: 4,
          expertise: ["dbt", "Looker"],
          languages: ["English", "Gujarati"],
        },
      ],
    },
  },
];
