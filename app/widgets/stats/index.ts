import { defineWidget } from "../types";
import { Stats } from "./Stats";

export const statsWidget = defineWidget({
  kind: "STATS",
  island: true,
  paintsOwnBackground: true,
  component: Stats,
});
