import { curriculumSchema } from "~/contract/widgets/curriculum";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./curriculum.css";
import { curriculumSamples } from "./samples";

export const curriculumServer = defineWidgetServer({
  kind: "CURRICULUM",
  schema: curriculumSchema,
  stylesheets: [stylesheet],
  samples: curriculumSamples,
  help: { description: "A course's modules and lessons, each opening to its topics." },
});
