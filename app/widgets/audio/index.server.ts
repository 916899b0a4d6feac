import { audioSchema } from "~/contract/widgets/audio";
import { defineWidgetServer } from "../define.server";
import { audioSamples } from "./samples";
import { Audio } from "./Audio";

export const audioServer = defineWidgetServer({
  kind: "AUDIO",
  schema: audioSchema,
  samples: audioSamples,
  component: Audio,
});
