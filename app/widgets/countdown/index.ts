import { defineWidget } from "../types";

export const countdownWidget = defineWidget({
  kind: "COUNTDOWN",
  load: () => import("./Countdown").then((m) => m.Countdown),
});
