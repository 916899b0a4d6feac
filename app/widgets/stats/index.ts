import { defineWidget } from "../types";
import { Stats } from "./Stats";

export const statsWidget = defineWidget({
  kind: "STATS",
  paintsOwnBackground: true,
  component: Stats,
});
