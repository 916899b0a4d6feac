import { reportCardSchema } from "~/contract/widgets/report-card";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./report-card.css";
import { reportCardSamples } from "./samples";

export const reportCardServer = defineWidgetServer({
  kind: "REPORT_CARD",
  schema: reportCardSchema,
  stylesheets: [stylesheet],
  samples: reportCardSamples,
  help: { description: "A learner's scores and feedback for a course." },
});
