import { formSchema } from "~/contract/widgets/form";
import { defineWidgetServer } from "../define.server";
import { formSamples } from "./samples";

export const formServer = defineWidgetServer({
  kind: "FORM",
  schema: formSchema,
  samples: formSamples,
  help: {
    description: "A form learners fill in and send; its fields are edited in the form editor.",
  },
});
