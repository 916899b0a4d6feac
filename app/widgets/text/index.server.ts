import { textSchema } from "~/contract/widgets/text";
import { defineWidgetServer } from "../define.server";
import { textSamples } from "./samples";

export const textServer = defineWidgetServer({
  kind: "TEXT",
  schema: textSchema,
  samples: textSamples,
});
