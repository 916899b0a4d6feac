import { buttonListSchema } from "~/contract/widgets/button-list";
import { defineWidgetServer } from "../define.server";
import { buttonListSamples } from "./samples";

export const buttonListServer = defineWidgetServer({
  kind: "BUTTON_LIST",
  schema: buttonListSchema,
  samples: buttonListSamples,
  help: { description: "A row or column of buttons." },
});
