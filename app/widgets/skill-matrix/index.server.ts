import { skillMatrixSchema } from "~/contract/widgets/skill-matrix";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./skill-matrix.css";
import { skillMatrixSamples } from "./samples";

export const skillMatrixServer = defineWidgetServer({
  kind: "SKILL_MATRIX",
  schema: skillMatrixSchema,
  stylesheets: [stylesheet],
  samples: skillMatrixSamples,
  help: { description: "Skills against levels, such as what a course teaches." },
});
