import { defineWidget } from "~/widgets/types";
import { HeaderText } from "./HeaderText";

export const headerTextWidget = defineWidget({
  kind: "HEADER_TEXT",
  Component: HeaderText,
});
