import { videoWidgetSchema } from "~/contract/widgets/video";
import { defineWidgetServer } from "../define.server";
import { videoSamples } from "./samples";
import { VideoWidget } from "./VideoWidget";

export const videoServer = defineWidgetServer({
  kind: "VIDEO",
  schema: videoWidgetSchema,
  samples: videoSamples,
  component: VideoWidget,
});
