import type { WidgetSample } from "../types";
import type { LoaderInput } from "~/contract/widgets/loader";

export const loaderSamples: WidgetSample<LoaderInput>[] = [
  {
    title: "Spinner with its text shown",
    data: { type: "LOADER", text: "Loading your mentor matches…", showText: true },
  },
  {
    title: "Skeleton of four lines (text for screen readers only)",
    data: { type: "LOADER", viewType: "SKELETON", lines: 4 },
  },
];
