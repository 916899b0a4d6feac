import { defineWidget } from "../types";

export const portfolioWidget = defineWidget({
  kind: "PORTFOLIO",
  load: () => import("./Portfolio").then((m) => m.Portfolio),
});
