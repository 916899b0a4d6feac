import { testimonialsSchema } from "~/contract/widgets/testimonials";
import { defineWidgetServer } from "../define.server";
import { testimonialsSamples } from "./samples";

export const testimonialsServer = defineWidgetServer({
  kind: "TESTIMONIALS",
  schema: testimonialsSchema,
  samples: testimonialsSamples,
  help: { description: "Learners' words about the programme, with their name and role." },
});
