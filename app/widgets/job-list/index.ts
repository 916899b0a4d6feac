import { defineWidget } from "../types";

export const jobListWidget = defineWidget({
  kind: "JOB_LIST",
  family: true,
  load: () => import("./JobList").then((m) => m.JobList),
});
