import { defineWidget } from "~/widgets/types";
import { ImageWidget } from "./ImageWidget";

export const imageWidget = defineWidget({
  kind: "IMAGE",
  Component: ImageWidget,
});
