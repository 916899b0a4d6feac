import { quoteSchema } from "~/contract/widgets/quote";
import { defineWidgetServer } from "../define.server";
import { quoteSamples } from "./samples";

export const quoteServer = defineWidgetServer({
  kind: "QUOTE",
  schema: quoteSchema,
  samples: quoteSamples,
});
