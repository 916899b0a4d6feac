import type { z } from "zod";
import type { WidgetSample } from "~/widgets/types";
import type { bannerSchema } from "~/contract/widgets/banner";

export const bannerSamples: WidgetSample<z.input<typeof bannerSchema>>[] = [
  {
    title: "Big card",
    data: {
      type: "BANNER",
      viewType: "BIG_CARD",
      superText: "Free live workshop",
      text: "Crack your first product case interview",
      subText:
        "A 90-minute session on structuring product sense and metrics questions, with live feedback.",
      image: {
        url: "/images/event.svg",
        altText: "Learners in a live workshop",
        aspectRatioX: 4,
        aspectRatioY: 3,
      },
      buttonDataList: [
        { buttonText: "Reserve a seat", action: { type: "NAVIGATION", uri: "/events" } },
      ],
    },
  },
  {
    title: "Anchor button",
    data: {
      type: "BANNER",
      viewType: "ANCHOR_BUTTON",
      text: "16 weeks, 5 modules, 3 capstone projects",
      subText: "See what you will build in the Data Analyst Fellowship.",
      image: { url: "/images/course-data.svg", altText: "", aspectRatioX: 4, aspectRatioY: 3 },
      buttonDataList: [
        {
          buttonText: "Jump to curriculum",
          bgColorData: { bgKey: "secondary" },
          action: { type: "NAVIGATION", uri: "#curriculum" },
        },
      ],
    },
  },
  {
    title: "Announcement highlight",
    data: {
      type: "BANNER",
      viewType: "ANNOUNCEMENT_HIGHLIGHT",
      text: "Applications for the March Business Analyst cohort close on Friday",
      subText: "Seats are limited to keep mentor groups small.",
      buttonDataList: [
        {
          buttonText: "Apply now",
          bgColorData: { bgKey: "text" },
          action: { type: "NAVIGATION", uri: "/course/business-analyst-course" },
        },
      ],
    },
  },
  {
    title: "Sticky announcement",
    data: {
      type: "BANNER",
      viewType: "STICKY_ANNOUNCEMENT",
      text: "New: Applied Generative AI bootcamp starts next month",
      buttonDataList: [
        {
          buttonText: "Learn more",
          bgColorData: { bgKey: "white" },
          action: { type: "NAVIGATION", uri: "/course/generative-ai-course" },
        },
      ],
    },
  },
  {
    title: "Image on right",
    data: {
      type: "BANNER",
      viewType: "IMAGE_ON_RIGHT",
      superText: "Hire from us",
      text: "Meet job-ready product and data talent",
      subText:
        "Interview fellows who have shipped capstones with real companies, screened by our mentors.",
      image: {
        url: "/images/hero-learning.svg",
        altText: "Fellows collaborating around a laptop",
        aspectRatioX: 16,
        aspectRatioY: 9,
      },
      buttonDataList: [
        { buttonText: "Start hiring", action: { type: "NAVIGATION", uri: "/for-companies" } },
      ],
    },
  },
  {
    title: "Full-bleed background",
    data: {
      type: "BANNER",
      viewType: "FULL_BLEED_BACKGROUND",
      text: "Your career switch starts with one live class",
      subText:
        "Product management, UI/UX design, data analytics, business analysis and generative AI.",
      image: {
        url: "/images/hero-learning.svg",
        altText: "",
        aspectRatioX: 16,
        aspectRatioY: 9,
      },
      buttonDataList: [
        { buttonText: "Browse fellowships", action: { type: "NAVIGATION", uri: "/" } },
        {
          buttonText: "Read reviews",
          bgColorData: { bgKey: "white" },
          action: { type: "NAVIGATION", uri: "/reviews" },
        },
      ],
    },
  },
];
