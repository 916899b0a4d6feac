import { richTextSchema } from "~/contract/widgets/rich-text";
import { defineWidgetServer } from "../define.server";
import { richTextSamples } from "./samples";

export const richTextServer = defineWidgetServer({
  kind: "RICH_TEXT",
  schema: richTextSchema,
  samples: richTextSamples,
});
