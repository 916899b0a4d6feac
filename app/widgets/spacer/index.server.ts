import { spacerSchema } from "~/contract/widgets/spacer";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./spacer.css";
import { spacerSamples } from "./samples";

export const spacerServer = defineWidgetServer({
  kind: "SPACER",
  schema: spacerSchema,
  stylesheets: [stylesheet],
  samples: spacerSamples,
  help: { description: "Empty space between two parts of the page." },
});
