import { audioSchema } from "~/contract/widgets/audio";
import { defineWidgetServer } from "../define.server";
import { audioSamples } from "./samples";

export const audioServer = defineWidgetServer({
  kind: "AUDIO",
  schema: audioSchema,
  samples: audioSamples,
  help: { description: "An audio clip with a player and an optional transcript." },
});
