import { audioSchema } from "~/contract/widgets/audio";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./audio.css";
import { audioSamples } from "./samples";

export const audioServer = defineWidgetServer({
  kind: "AUDIO",
  schema: audioSchema,
  stylesheets: [stylesheet],
  samples: audioSamples,
  help: { description: "An audio clip with a player and an optional transcript." },
});
