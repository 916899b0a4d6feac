import { embedSchema } from "~/contract/widgets/embed";
import { defineWidgetServer } from "../define.server";
import { embedSamples } from "./samples";
import { Embed } from "./Embed";

export const embedServer = defineWidgetServer({
  kind: "EMBED",
  schema: embedSchema,
  samples: embedSamples,
  component: Embed,
});
