import { richTextSchema } from "~/contract/widgets/rich-text";
import { defineWidgetServer } from "../define.server";
import { richTextSamples } from "./samples";

export const richTextServer = defineWidgetServer({
  kind: "RICH_TEXT",
  schema: richTextSchema,
  samples: richTextSamples,
  help: {
    description:
      "Formatted text: headings, paragraphs and lists, with an optional table of contents.",
  },
});
