import { videoWidgetSchema } from "~/contract/widgets/video";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./video.css";
import { videoSamples } from "./samples";

export const videoServer = defineWidgetServer({
  kind: "VIDEO",
  schema: videoWidgetSchema,
  stylesheets: [stylesheet],
  samples: videoSamples,
  help: { description: "A video with a player." },
});
