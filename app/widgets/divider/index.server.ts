import { dividerSchema } from "~/contract/widgets/divider";
import { defineWidgetServer } from "../define.server";
import { dividerSamples } from "./samples";

export const dividerServer = defineWidgetServer({
  kind: "DIVIDER",
  schema: dividerSchema,
  samples: dividerSamples,
  help: { description: "A line that separates two parts of the page." },
});
