import { sandboxEmbedSchema } from "~/contract/widgets/sandbox";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./sandbox-embed.css";
import { sandboxEmbedSamples } from "../practice-samples/samples";

export const sandboxEmbedServer = defineWidgetServer({
  kind: "SANDBOX_EMBED",
  schema: sandboxEmbedSchema,
  stylesheets: [stylesheet],
  samples: sandboxEmbedSamples,
  help: { description: "A published code sandbox shown inside the page." },
});
