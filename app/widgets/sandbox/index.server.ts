import { sandboxSchema } from "~/contract/widgets/sandbox";
import sandboxStylesheet from "~/sandbox/sandbox.css";
import practiceStylesheet from "~/practice/practice.css";
import { defineWidgetServer } from "../define.server";
import { sandboxSamples } from "../practice-samples/samples";

export const sandboxServer = defineWidgetServer({
  kind: "SANDBOX",
  schema: sandboxSchema,
  stylesheets: [sandboxStylesheet, practiceStylesheet],
  samples: sandboxSamples,
  help: { description: "A code sandbox with files, a runner and its output." },
});
