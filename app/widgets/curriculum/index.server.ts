import { curriculumSchema } from "~/contract/widgets/curriculum";
import { defineWidgetServer } from "../define.server";
import { curriculumSamples } from "./samples";

export const curriculumServer = defineWidgetServer({
  kind: "CURRICULUM",
  schema: curriculumSchema,
  samples: curriculumSamples,
  help: { description: "A course's modules and lessons, each opening to its topics." },
});
