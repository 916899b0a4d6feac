import { defineWidget } from "../types";
import { FormWidget } from "../on-demand";

export const formWidget = defineWidget({
  kind: "FORM",
  Component: FormWidget,
});
