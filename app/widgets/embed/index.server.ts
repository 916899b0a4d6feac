import { embedSchema } from "~/contract/widgets/embed";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./embed.css";
import { embedSamples } from "./samples";

export const embedServer = defineWidgetServer({
  kind: "EMBED",
  schema: embedSchema,
  stylesheets: [stylesheet],
  samples: embedSamples,
  help: { description: "Content from another site shown in a frame." },
});
