import { defineWidget } from "../types";

export const stepperWidget = defineWidget({
  kind: "STEPPER",
  load: () => import("./Stepper").then((m) => m.Stepper),
});
