import { defineWidget } from "../types";
import { ImageWidget } from "./ImageWidget";

export const imageWidget = defineWidget({
  kind: "IMAGE",
  component: ImageWidget,
});
