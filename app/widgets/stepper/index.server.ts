import { stepperSchema } from "~/contract/widgets/stepper";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./stepper.css";
import { stepperSamples } from "./samples";

export const stepperServer = defineWidgetServer({
  kind: "STEPPER",
  schema: stepperSchema,
  stylesheets: [stylesheet],
  samples: stepperSamples,
  help: { description: "Numbered steps of a process." },
});
