import type { z } from "zod";
import type { WidgetSample } from "~/widgets/types";
import type { richTextSchema } from "~/contract/widgets/rich-text";

export const richTextSamples: WidgetSample<z.input<typeof richTextSchema>>[] = [
  {
    title: "Policy page with table of contents",
    data: {
      type: "RICH_TEXT",
      showTableOfContents: true,
      blocks: [
        {
          kind: "paragraph",
          text: "These terms apply to every fellowship, bootcamp and live workshop you join on the platform.",
        },
        { kind: "heading", text: "Your account", id: "account" },
        {
          kind: "paragraph",
          text: "Keep your login details private. One account is meant for one learner.",
        },
        { kind: "heading", text: "Live classes and recordings" },
        {
          kind: "list",
          items: [
            "Recordings are available for the duration of your programme.",
            "Sharing recordings or course material outside your cohort is not allowed.",
            "Mentor sessions can be rescheduled up to 24 hours in advance.",
          ],
        },
        { kind: "heading", text: "Certificates", level: 3 },
        {
          kind: "paragraph",
          text: "A certificate is issued when you complete the capstone project and 80% of assignments.",
        },
      ],
    },
  },
  {
    title: "About section",
    data: {
      type: "RICH_TEXT",
      blocks: [
        { kind: "heading", text: "Why we started" },
        {
          kind: "paragraph",
          text: "Career switches into product management, UI/UX design and data analytics were hard to make alone.\nWe built live, mentor-led cohorts so nobody has to.",
        },
        { kind: "heading", text: "How we teach" },
        {
          kind: "list",
          ordered: true,
          items: [
            "Learn a concept live with a practising expert.",
            "Apply it to a real company case the same week.",
            "Get feedback from mentors and peers before moving on.",
          ],
        },
      ],
    },
  },
];
