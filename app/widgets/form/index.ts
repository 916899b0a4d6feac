import { defineWidget } from "../types";
import { FormWidget } from "../on-demand";

export { DEFAULT_FORM_SUCCESS } from "~/contract/widgets/form-look";

export const formWidget = defineWidget({
  kind: "FORM",
  Component: FormWidget,
});
