import { defineWidget } from "~/widgets/types";
import { VideoWidget } from "./VideoWidget";

export const videoWidget = defineWidget({
  kind: "VIDEO",
  Component: VideoWidget,
});
