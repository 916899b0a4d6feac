import { defineWidget } from "../types";
import { Testimonials } from "./Testimonials";

export const testimonialsWidget = defineWidget({
  kind: "TESTIMONIALS",
  component: Testimonials,
});
