import { defineWidget } from "../types";

export const portfolioWidget = defineWidget({
  kind: "PORTFOLIO",
  family: true,
  load: () => import("./Portfolio").then((m) => m.Portfolio),
});
