import { defineWidget } from "~/widgets/types";
import { RichText } from "./RichText";

export const richTextWidget = defineWidget({
  kind: "RICH_TEXT",
  Component: RichText,
});
