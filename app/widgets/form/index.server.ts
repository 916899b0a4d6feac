import { formSchema } from "~/contract/widgets/form";
import { defineWidgetServer } from "../define.server";
import { formSamples } from "./samples";
import { FormWidget } from "./FormWidget";

export const formServer = defineWidgetServer({
  kind: "FORM",
  schema: formSchema,
  samples: formSamples,
  component: FormWidget,
});
