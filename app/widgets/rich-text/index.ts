import { defineWidget } from "~/widgets/types";
import { RichText } from "./RichText";
import { richTextSchema } from "./schema";

export const richTextWidget = defineWidget({
  kind: "RICH_TEXT",
  schema: richTextSchema,
  Component: RichText,
});
