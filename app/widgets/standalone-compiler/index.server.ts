import { standaloneCompilerSchema } from "~/contract/widgets/standalone-compiler";
import practiceStylesheet from "~/practice/practice.css";
import { defineWidgetServer } from "../define.server";
import { standaloneCompilerSamples } from "../practice-samples/samples";

export const standaloneCompilerServer = defineWidgetServer({
  kind: "STANDALONE_COMPILER",
  schema: standaloneCompilerSchema,
  stylesheets: [practiceStylesheet],
  samples: standaloneCompilerSamples,
  help: { description: "An online compiler for any supported language." },
});
