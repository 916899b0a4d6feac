import { defineWidget } from "../types";

export const progressTrackerWidget = defineWidget({
  kind: "PROGRESS_TRACKER",
  family: true,
  load: () => import("./ProgressTracker").then((m) => m.ProgressTracker),
});
