import { codeEditorSchema } from "~/contract/widgets/code-editor";
import practiceStylesheet from "~/practice/practice.css";
import { defineWidgetServer } from "../define.server";
import { codeEditorSamples } from "../practice-samples/samples";

export const codeEditorServer = defineWidgetServer({
  kind: "CODE_EDITOR",
  schema: codeEditorSchema,
  stylesheets: [practiceStylesheet],
  samples: codeEditorSamples,
  help: { description: "A practice problem's code editor with run and submit." },
});
