import { dividerSchema } from "~/contract/widgets/divider";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./divider.css";
import { dividerSamples } from "./samples";

export const dividerServer = defineWidgetServer({
  kind: "DIVIDER",
  schema: dividerSchema,
  stylesheets: [stylesheet],
  samples: dividerSamples,
  help: { description: "A line that separates two parts of the page." },
});
