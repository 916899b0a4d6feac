import { quoteSchema } from "~/contract/widgets/quote";
import { defineWidgetServer } from "../define.server";
import { quoteSamples } from "./samples";
import { Quote } from "./Quote";

export const quoteServer = defineWidgetServer({
  kind: "QUOTE",
  schema: quoteSchema,
  samples: quoteSamples,
  component: Quote,
});
