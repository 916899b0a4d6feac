import { codeSnippetSchema } from "~/contract/widgets/code-snippet";
import { defineWidgetServer } from "../define.server";
import { codeSnippetSamples } from "./samples";

export const codeSnippetServer = defineWidgetServer({
  kind: "CODE_SNIPPET",
  schema: codeSnippetSchema,
  samples: codeSnippetSamples,
});
