import { defineWidget } from "~/widgets/types";
import { VideoWidget } from "../on-demand";

export const videoWidget = defineWidget({
  kind: "VIDEO",
  Component: VideoWidget,
});
