import type { WidgetSample } from "../types";
import type { DividerInput } from "~/contract/widgets/divider";

export const dividerSamples: WidgetSample<DividerInput>[] = [
  { title: "A thin line between two sections", data: { type: "DIVIDER" } },
  {
    title: "Labelled: choose a fellowship or a bootcamp",
    data: { type: "DIVIDER", label: "or", spacing: 32 },
  },
  {
    title: "Dashed, primary colour, 2 px",
    data: { type: "DIVIDER", lineStyle: "DASHED", thickness: 2, emphasis: true, spacing: 24 },
  },
];
