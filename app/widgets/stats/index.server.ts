import { statsSchema } from "~/contract/widgets/stats";
import { defineWidgetServer } from "../define.server";
import { statsSamples } from "./samples";

export const statsServer = defineWidgetServer({
  kind: "STATS",
  schema: statsSchema,
  samples: statsSamples,
  help: { description: "A few large figures with a label each." },
});
