import { formSubmitPath, sampleImage } from "../sample-paths";
import type { WidgetSample } from "../types";
import type { MatchListInput } from "~/contract/widgets/match-list";

const photo = (name: string, alt: string) => ({
  url: sampleImage("person", name),
  altText: alt,
  aspectRatioX: 1,
  aspectRatioY: 1,
});

export const matchListSamples: WidgetSample<MatchListInput>[] = [
  {
    title: "Upcoming mock interviews and mentor sessions",
    data: {
      type: "MATCH_LIST",
      viewType: "UPCOMING_OVERVIEW",
      headerData: { textData: { text: "Your upcoming sessions" } },
      matches: [
        {
          name: "Ananya Rao",
          role: "Senior Product Manager",
          company: "Razorpay",
          image: photo("ananya-rao", "Ananya Rao"),
          matchType: "MOCK_INTERVIEW",
          status: "SCHEDULED",
          topic: "Product sense mock interview",
          startTime: "2026-12-08T14:00:00Z",
          durationMinutes: 60,
          buttons: [
            {
              buttonText: "Join call",
              action: { type: "NAVIGATION", uri: "/interview/session/pm-4821" },
            },
            {
              buttonText: "Reschedule",
              bgColorData: { bgKey: "secondary" },
              action: { type: "NAVIGATION", uri: "/mentorship/sessions/pm-4821/reschedule" },
            },
          ],
        },
        {
          name: "Karthik Menon",
          role: "Data Science Lead",
          company: "Swiggy",
          matchType: "MENTOR",
          status: "AWAITING_CONFIRMATION",
          topic: "Portfolio review: churn prediction project",
          startTime: "2026-12-10T12:30:00Z",
          durationMinutes: 45,
        },
      ],
    },
  },
  {
    title: "A new mentor match",
    data: {
      type: "MATCH_LIST",
      viewType: "NEW_MATCH",
      headerData: { textData: { text: "You have a new mentor" } },
      matches: [
        {
          name: "Meera Iyer",
          role: "Principal Product Designer",
          company: "Atlassian",
          image: photo("meera-iyer", "Meera Iyer"),
          matchType: "MENTOR",
          isNew: true,
          matchScore: 94,
          description:
            "Meera moved from graphic design into product design, the same switch you are making, and has mentored 40 fellows through their first case studies.",
          tags: [{ text: "Design systems" }, { text: "UX research" }, { text: "Case studies" }],
          buttons: [
            {
              buttonText: "Accept mentor",
              action: { type: "API_CALL", uri: formSubmitPath("mentor-match-7731") },
            },
            {
              buttonText: "View profile",
              bgColorData: { bgKey: "text" },
              action: { type: "NAVIGATION", uri: "/mentors/meera-iyer" },
            },
          ],
        },
      ],
    },
  },
  {
    title: "Interviewers matched for you, as a carousel",
    data: {
      type: "MATCH_LIST",
      viewType: "CAROUSEL",
      headerData: { textData: { text: "Interviewers matched to your target roles" } },
      matches: [
        {
          name: "Rohit Sharma",
          role: "Analytics Manager",
          company: "Flipkart",
          image: photo("rohit-sharma", "Rohit Sharma"),
          matchType: "MOCK_INTERVIEW",
          matchScore: 91,
          tags: [{ text: "SQL" }, { text: "Case interviews" }],
          buttons: [
            {
              buttonText: "Book a slot",
              action: { type: "NAVIGATION", uri: "/interview-prep/book?mentor=rohit-sharma" },
            },
          ],
        },
        {
          name: "Priya Nair",
          role: "Business Analyst",
          company: "Deloitte",
          matchType: "MOCK_INTERVIEW",
          matchScore: 88,
          tags: [{ text: "Excel modelling" }, { text: "Stakeholder rounds" }],
          buttons: [
            {
              buttonText: "Book a slot",
              action: { type: "NAVIGATION", uri: "/interview-prep/book?mentor=priya-nair" },
            },
          ],
        },
        {
          name: "Sahil Verma",
          role: "Product Manager",
          company: "CRED",
          image: photo("sahil-verma", "Sahil Verma"),
          matchType: "PEER_PRACTICE",
          matchScore: 83,
          tags: [{ text: "Metrics" }, { text: "Prioritisation" }],
        },
      ],
    },
  },
  {
    title: "Mentor matches in a grid",
    data: {
      type: "MATCH_LIST",
      viewType: "GRID",
      headerData: { textData: { text: "Mentors for the Data Analyst Fellowship" } },
      matches: [
        {
          name: "Neha Kulkarni",
          role: "Senior Data Analyst",
          company: "PhonePe",
          image: photo("neha-kulkarni", "Neha Kulkarni"),
          matchType: "MENTOR",
          status: "COMPLETED",
          topic: "Dashboard critique",
          startTime: "2026-11-20T13:30:00Z",
          durationMinutes: 30,
        },
        {
          name: "Arjun Desai",
          role: "BI Engineer",
          company: "Zomato",
          matchType: "MENTOR",
          status: "CANCELLED",
          topic: "SQL window functions clinic",
          startTime: "2026-11-22T11:00:00Z",
          durationMinutes: 45,
          description: "Arjun had to cancel; your credit has been returned.",
        },
      ],
    },
  },
  {
    title: "No upcoming sessions yet",
    data: {
      type: "MATCH_LIST",
      viewType: "UPCOMING_OVERVIEW",
      headerData: { textData: { text: "Your upcoming sessions" } },
      matches: [],
      emptyText: "Nothing booked yet. Book a mock interview to get matched with an interviewer.",
      footerData: {
        buttonDataList: [
          {
            buttonText: "Book a mock interview",
            action: { type: "NAVIGATION", uri: "/interview-prep/book" },
          },
        ],
      },
    },
  },
  {
    title: "Two new interview matches, US Eastern time",
    data: {
      type: "MATCH_LIST",
      viewType: "NEW_MATCH",
      timeZone: "America/New_York",
      matches: [
        {
          name: "Daniel Okafor",
          role: "Engineering Manager",
          company: "Stripe",
          matchType: "MOCK_INTERVIEW",
          matchScore: 89,
          topic: "System design: payments ledger",
          startTime: "2026-12-12T15:00:00Z",
          durationMinutes: 90,
          description: "Daniel runs design rounds for backend roles like the ones you applied to.",
        },
        {
          name: "Lakshmi Subramanian",
          role: "Staff Engineer",
          company: "Google",
          image: photo("lakshmi-subramanian", "Lakshmi Subramanian"),
          matchType: "PEER_PRACTICE",
          matchScore: 76,
          topic: "Data structures warm-up",
        },
      ],
    },
  },
  {
    title: "Bootcamp mentors, as a carousel",
    data: {
      type: "MATCH_LIST",
      viewType: "CAROUSEL",
      matches: [
        {
          name: "Vikram Joshi",
          role: "ML Engineer",
          company: "Sarvam AI",
          matchType: "MENTOR",
          tags: [{ text: "LLM evaluation" }, { text: "RAG" }],
        },
        {
          name: "Aisha Khan",
          role: "Applied Scientist",
          company: "Amazon",
          matchType: "MENTOR",
          tags: [{ text: "Prompt design" }, { text: "Fine-tuning" }],
        },
      ],
    },
  },
  {
    title: "Peers to practise with, in a grid",
    data: {
      type: "MATCH_LIST",
      viewType: "GRID",
      matches: [
        {
          name: "Tanvi Shah",
          role: "Aspiring product manager",
          matchType: "PEER_PRACTICE",
          matchScore: 81,
          buttons: [
            {
              buttonText: "Invite to practise",
              action: { type: "API_CALL", uri: formSubmitPath("peer-invite-tanvi-shah") },
            },
          ],
        },
        {
          name: "Rahul Bose",
          role: "Business analyst, PM Fellowship cohort 12",
          matchType: "PEER_PRACTICE",
          matchScore: 79,
          buttons: [
            {
              buttonText: "Invite to practise",
              action: { type: "API_CALL", uri: formSubmitPath("peer-invite-rahul-bose") },
            },
          ],
        },
      ],
    },
  },
];
