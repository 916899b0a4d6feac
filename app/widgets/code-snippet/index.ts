import { defineWidget } from "../types";

export const codeSnippetWidget = defineWidget({
  kind: "CODE_SNIPPET",
  family: true,
  load: () => import("./CodeSnippet").then((m) => m.CodeSnippet),
});
