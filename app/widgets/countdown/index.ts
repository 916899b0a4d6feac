import { defineWidget } from "../types";

export const countdownWidget = defineWidget({
  kind: "COUNTDOWN",
  family: true,
  load: () => import("./Countdown").then((m) => m.Countdown),
});
