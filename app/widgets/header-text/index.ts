import { defineWidget } from "~/widgets/types";
import { HeaderText } from "./HeaderText";
import { headerTextSamples } from "./samples";
import { headerTextWidgetSchema } from "./schema";

export const headerTextWidget = defineWidget({
  kind: "HEADER_TEXT",
  schema: headerTextWidgetSchema,
  Component: HeaderText,
  samples: headerTextSamples,
});
