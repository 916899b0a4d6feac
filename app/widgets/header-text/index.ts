import { defineWidget } from "~/widgets/types";
import { HeaderText } from "./HeaderText";
import { headerTextWidgetSchema } from "./schema";

export const headerTextWidget = defineWidget({
  kind: "HEADER_TEXT",
  schema: headerTextWidgetSchema,
  Component: HeaderText,
});
