import { spacerSchema } from "~/contract/widgets/spacer";
import { defineWidgetServer } from "../define.server";
import { spacerSamples } from "./samples";
import { Spacer } from "./Spacer";

export const spacerServer = defineWidgetServer({
  kind: "SPACER",
  schema: spacerSchema,
  samples: spacerSamples,
  component: Spacer,
});
