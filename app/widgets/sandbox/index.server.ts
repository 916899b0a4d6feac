import { sandboxSchema } from "~/contract/widgets/sandbox";
import { defineWidgetServer } from "../define.server";
import { sandboxSamples } from "../practice-samples/samples";

export const sandboxServer = defineWidgetServer({
  kind: "SANDBOX",
  schema: sandboxSchema,
  samples: sandboxSamples,
  help: { description: "A code sandbox with files, a runner and its output." },
});
