import { richTextSchema } from "~/contract/widgets/rich-text";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./rich-text.css";
import { richTextSamples } from "./samples";

export const richTextServer = defineWidgetServer({
  kind: "RICH_TEXT",
  schema: richTextSchema,
  stylesheets: [stylesheet],
  samples: richTextSamples,
  help: {
    description:
      "Formatted text: headings, paragraphs and lists, with an optional table of contents.",
  },
});
