import { textSchema } from "~/contract/widgets/text";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./text.css";
import { textSamples } from "./samples";

export const textServer = defineWidgetServer({
  kind: "TEXT",
  schema: textSchema,
  stylesheets: [stylesheet],
  samples: textSamples,
  help: { description: "A paragraph of text in one of the text styles." },
});
