import { defineWidget } from "../types";
import { Faq } from "./Faq";
import { faqSchema } from "./schema";

export const faqWidget = defineWidget({
  kind: "FAQ",
  schema: faqSchema,
  Component: Faq,
});
