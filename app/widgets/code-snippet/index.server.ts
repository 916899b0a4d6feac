import { codeSnippetSchema } from "~/contract/widgets/code-snippet";
import { defineWidgetServer } from "../define.server";
import { codeSnippetSamples } from "./samples";

export const codeSnippetServer = defineWidgetServer({
  kind: "CODE_SNIPPET",
  schema: codeSnippetSchema,
  samples: codeSnippetSamples,
  help: { description: "A short piece of code to read and copy (no editor)." },
});
