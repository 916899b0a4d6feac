import type { WidgetSample } from "../types";
import type { SpacerInput } from "~/contract/widgets/spacer";

export const spacerSamples: WidgetSample<SpacerInput>[] = [
  {
    title: "24 px on phones, 48 px on tablets, 96 px on desktops",
    data: {
      type: "SPACER",
      height: {
        MOBILE: { type: "ABSOLUTE", value: 24 },
        TABLET: { type: "ABSOLUTE", value: 48 },
        DESKTOP: { type: "ABSOLUTE", value: 96 },
      },
    },
  },
  {
    title: "A tenth of the screen's height on every device",
    data: { type: "SPACER", height: { MOBILE: { type: "VIEWPORT", value: 10 } } },
  },
  {
    title: "Desktop only: 5% of the container's width (none on phones and tablets)",
    data: {
      type: "SPACER",
      height: { MOBILE: { value: 0 }, DESKTOP: { type: "PERCENTAGE", value: 5 } },
    },
  },
];
