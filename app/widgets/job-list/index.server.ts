import { jobListSchema } from "~/contract/widgets/job-list";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./job-list.css";
import { jobListSamples } from "./samples";

export const jobListServer = defineWidgetServer({
  kind: "JOB_LIST",
  schema: jobListSchema,
  stylesheets: [stylesheet],
  samples: jobListSamples,
  help: { description: "Open jobs with their company, place and a way to apply." },
});
