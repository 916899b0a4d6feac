import { defineWidget } from "~/widgets/types";
import { Stats } from "./Stats";

export const statsWidget = defineWidget({
  kind: "STATS",
  paintsOwnBackground: true,
  Component: Stats,
});
