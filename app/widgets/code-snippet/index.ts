import { defineWidget } from "../types";

export const codeSnippetWidget = defineWidget({
  kind: "CODE_SNIPPET",
  load: () => import("./CodeSnippet").then((m) => m.CodeSnippet),
});
