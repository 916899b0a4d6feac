import type { z } from "zod";
import type { WidgetSample } from "~/widgets/types";
import type { imageWidgetSchema } from "~/contract/widgets/image";

export const imageSamples: WidgetSample<z.input<typeof imageWidgetSchema>>[] = [
  {
    title: "Wide illustration with caption",
    data: {
      type: "IMAGE",
      image: {
        url: "/images/hero-learning.svg",
        altText: "Learners in a live online class with a mentor",
        aspectRatioX: 16,
        aspectRatioY: 9,
      },
      caption: "Every fellowship class is live, with time for questions at the end.",
    },
  },
  {
    title: "Narrow, left aligned",
    data: {
      type: "IMAGE",
      image: {
        url: "/images/course-genai.svg",
        altText: "Diagram of a retrieval-augmented assistant",
        aspectRatioX: 4,
        aspectRatioY: 3,
      },
      caption: "Capstone: a study assistant built in the Applied Generative AI bootcamp.",
      maxWidth: 480,
      alignment: "LEFT",
    },
  },
];
