import { defineWidget } from "../types";
import { testimonialsSchema } from "./schema";
import { Testimonials } from "./Testimonials";

export const testimonialsWidget = defineWidget({
  kind: "TESTIMONIALS",
  schema: testimonialsSchema,
  Component: Testimonials,
});
