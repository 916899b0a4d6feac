import { codeEditorSchema } from "~/contract/widgets/code-editor";
import { defineWidgetServer } from "../define.server";
import { codeEditorSamples } from "../practice-samples/samples";
import { ProblemEditorWidget } from "./CodeEditorWidget";

export const codeEditorServer = defineWidgetServer({
  kind: "CODE_EDITOR",
  schema: codeEditorSchema,
  samples: codeEditorSamples,
  component: ProblemEditorWidget,
});
