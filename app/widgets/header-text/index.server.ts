import { headerTextWidgetSchema } from "~/contract/widgets/header-text";
import { defineWidgetServer } from "../define.server";
import { headerTextSamples } from "./samples";

export const headerTextServer = defineWidgetServer({
  kind: "HEADER_TEXT",
  schema: headerTextWidgetSchema,
  samples: headerTextSamples,
  help: { description: "A heading with an optional line above and text below." },
});
