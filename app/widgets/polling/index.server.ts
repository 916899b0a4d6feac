import { pollingSchema } from "~/contract/widgets/polling";
import { defineWidgetServer } from "../define.server";
import { pollingSamples } from "./samples";

export const pollingServer = defineWidgetServer({
  kind: "POLLING",
  schema: pollingSchema,
  samples: pollingSamples,
});
