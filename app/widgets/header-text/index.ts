import { defineWidget } from "../types";
import { HeaderText } from "./HeaderText";

export const headerTextWidget = defineWidget({
  kind: "HEADER_TEXT",
  component: HeaderText,
});
