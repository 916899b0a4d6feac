import { pollingSchema } from "~/contract/widgets/polling";
import { defineWidgetServer } from "../define.server";
import { pollingSamples } from "./samples";
import { Polling } from "./Polling";

export const pollingServer = defineWidgetServer({
  kind: "POLLING",
  schema: pollingSchema,
  samples: pollingSamples,
  component: Polling,
});
