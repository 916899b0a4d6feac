import { codeSnippetSchema } from "~/contract/widgets/code-snippet";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./code-snippet.css";
import { codeSnippetSamples } from "./samples";

export const codeSnippetServer = defineWidgetServer({
  kind: "CODE_SNIPPET",
  schema: codeSnippetSchema,
  stylesheets: [stylesheet],
  samples: codeSnippetSamples,
  help: { description: "A short piece of code to read and copy (no editor)." },
});
