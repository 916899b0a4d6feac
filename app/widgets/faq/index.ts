import { defineWidget } from "../types";
import { Faq } from "./Faq";

export const faqWidget = defineWidget({
  kind: "FAQ",
  component: Faq,
});
