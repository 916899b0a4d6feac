import { defineWidget } from "~/widgets/types";
import { ImageWidget } from "./ImageWidget";
import { imageWidgetSchema } from "./schema";

export const imageWidget = defineWidget({
  kind: "IMAGE",
  schema: imageWidgetSchema,
  Component: ImageWidget,
});
