import { faqSchema } from "~/contract/widgets/faq";
import { defineWidgetServer } from "../define.server";
import { faqSamples } from "./samples";

export const faqServer = defineWidgetServer({
  kind: "FAQ",
  schema: faqSchema,
  samples: faqSamples,
  help: { description: "Questions and their answers, each opening on a click." },
});
