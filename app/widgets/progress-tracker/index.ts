import { defineWidget } from "../types";

export const progressTrackerWidget = defineWidget({
  kind: "PROGRESS_TRACKER",
  load: () => import("./ProgressTracker").then((m) => m.ProgressTracker),
});
