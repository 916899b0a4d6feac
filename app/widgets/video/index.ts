import { defineWidget } from "~/widgets/types";
import { videoWidgetSchema } from "./schema";
import { VideoWidget } from "./VideoWidget";

export const videoWidget = defineWidget({
  kind: "VIDEO",
  schema: videoWidgetSchema,
  Component: VideoWidget,
});
