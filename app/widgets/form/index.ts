import { defineWidget } from "../types";
import { FormWidget } from "./FormWidget";
import { formSchema } from "./schema";

export { DEFAULT_FORM_SUCCESS, FORM_FIELD_TYPES, FORM_INTENTS } from "./schema";

export const formWidget = defineWidget({
  kind: "FORM",
  schema: formSchema,
  Component: FormWidget,
});
