import { defineWidget } from "../types";

export const stepperWidget = defineWidget({
  kind: "STEPPER",
  family: true,
  load: () => import("./Stepper").then((m) => m.Stepper),
});
