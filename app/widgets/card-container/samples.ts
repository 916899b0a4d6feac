import type { WidgetSample } from "../types";
import type { CardContainerInput } from "~/contract/widgets/card-container";

export const cardContainerSamples: WidgetSample<CardContainerInput>[] = [
  {
    title: "Image card: the Product Manager Fellowship",
    data: {
      type: "CARD_CONTAINER",
      viewType: "IMAGE_CARD",
      image: {
        url: "/images/hero-learning.svg",
        altText: "Four learners planning a product roadmap on a whiteboard",
        aspectRatioX: 16,
        aspectRatioY: 9,
      },
      header: {
        textData: {
          superText: "Fellowship · 24 weeks",
          text: "Product Manager Fellowship",
          subText: "Live classes on weekday evenings",
        },
      },
      body: "Ship a real product case study with a mentor from a hiring partner.\n\nPlacement support continues until you land a role.",
      buttonDataList: [
        {
          buttonText: "See the syllabus",
          action: { type: "NAVIGATION", uri: "/courses/product-manager-fellowship" },
        },
      ],
    },
  },
  {
    title: "Horizontal: meet your mentor",
    data: {
      type: "CARD_CONTAINER",
      viewType: "HORIZONTAL",
      image: {
        url: "/images/mentor-1.svg",
        altText: "Portrait of Anita Rao, data science mentor",
        aspectRatioX: 1,
        aspectRatioY: 1,
      },
      header: { textData: { text: "Anita Rao, Senior Data Scientist" } },
      body: "Anita has hired analysts for eight years and runs the fellowship's SQL clinics.",
      buttonDataList: [
        {
          buttonText: "Book a session",
          bgColorData: { bgKey: "secondary" },
          action: { type: "NAVIGATION", uri: "/mentors/anita-rao" },
        },
      ],
    },
  },
  {
    title: "Card with background: scholarship note",
    data: {
      type: "CARD_CONTAINER",
      viewType: "CARD_WITH_BACKGROUND",
      bgColorData: { bgKey: "green-light" },
      header: { textData: { text: "Women in Tech scholarship" }, textSize: 4 },
      body: "Up to 50% off the Full Stack Bootcamp for 40 learners this cohort. Apply before 15 July.",
    },
  },
];
