import { standaloneCompilerSchema } from "~/contract/widgets/standalone-compiler";
import { defineWidgetServer } from "../define.server";
import { standaloneCompilerSamples } from "../practice-samples/samples";

export const standaloneCompilerServer = defineWidgetServer({
  kind: "STANDALONE_COMPILER",
  schema: standaloneCompilerSchema,
  samples: standaloneCompilerSamples,
  help: { description: "An online compiler for any supported language." },
});
