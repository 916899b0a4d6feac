import { stepperSchema } from "~/contract/widgets/stepper";
import { defineWidgetServer } from "../define.server";
import { stepperSamples } from "./samples";

export const stepperServer = defineWidgetServer({
  kind: "STEPPER",
  schema: stepperSchema,
  samples: stepperSamples,
  help: { description: "Numbered steps of a process." },
});
