import { defineWidget } from "~/widgets/types";
import { RichText } from "../on-demand";

export const richTextWidget = defineWidget({
  kind: "RICH_TEXT",
  Component: RichText,
});
