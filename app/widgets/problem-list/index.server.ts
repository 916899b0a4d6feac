import { problemListSchema } from "~/contract/widgets/problem-list";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./problem-list.css";
import { problemListSamples } from "./samples";

export const problemListServer = defineWidgetServer({
  kind: "PROBLEM_LIST",
  schema: problemListSchema,
  stylesheets: [stylesheet],
  samples: problemListSamples,
  help: { description: "Practice problems of a group, with their difficulty and status." },
});
