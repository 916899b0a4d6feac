import type { z } from "zod";
import type { WidgetSample } from "~/widgets/types";
import type { videoWidgetSchema } from "~/contract/widgets/video";

export const videoSamples: WidgetSample<z.input<typeof videoWidgetSchema>>[] = [
  {
    title: "Lesson video (signed when played)",
    data: {
      type: "VIDEO",
      title: "Module 4: Python for analysis, the first four seconds",
      subText: "Sample clip · plays after login",
      objectKey: "videos/da-module-4-intro.webm",
    },
  },
];
