import { quoteSchema } from "~/contract/widgets/quote";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./quote.css";
import { quoteSamples } from "./samples";

export const quoteServer = defineWidgetServer({
  kind: "QUOTE",
  schema: quoteSchema,
  stylesheets: [stylesheet],
  samples: quoteSamples,
  help: { description: "A quotation with the name of the person who said it." },
});
