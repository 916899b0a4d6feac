import { defineWidget } from "../types";

export const jobListWidget = defineWidget({
  kind: "JOB_LIST",
  load: () => import("./JobList").then((m) => m.JobList),
});
