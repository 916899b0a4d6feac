import { defineWidget } from "../types";
import { FormWidget } from "./FormWidget";

export { DEFAULT_FORM_SUCCESS } from "./look";

export const formWidget = defineWidget({
  kind: "FORM",
  Component: FormWidget,
});
