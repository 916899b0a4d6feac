import { formSchema } from "~/contract/widgets/form";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./form.css";
import { formSamples } from "./samples";

export const formServer = defineWidgetServer({
  kind: "FORM",
  schema: formSchema,
  stylesheets: [stylesheet],
  samples: formSamples,
  help: {
    description: "A form learners fill in and send; its fields are edited in the form editor.",
  },
});
