import { testimonialsSchema } from "~/contract/widgets/testimonials";
import { defineWidgetServer } from "../define.server";
import { testimonialsSamples } from "./samples";

export const testimonialsServer = defineWidgetServer({
  kind: "TESTIMONIALS",
  schema: testimonialsSchema,
  samples: testimonialsSamples,
});
