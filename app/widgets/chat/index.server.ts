import { chatSchema } from "~/contract/widgets/chat";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./chat.css";
import { chatSamples } from "./samples";

export const chatServer = defineWidgetServer({
  kind: "CHAT",
  schema: chatSchema,
  stylesheets: [stylesheet],
  samples: chatSamples,
  help: { description: "A conversation with a mentor or the community." },
});
