import { imageWidgetSchema } from "~/contract/widgets/image";
import { defineWidgetServer } from "../define.server";
import { imageSamples } from "./samples";

export const imageServer = defineWidgetServer({
  kind: "IMAGE",
  schema: imageWidgetSchema,
  samples: imageSamples,
  help: { description: "One image, with its alternative text for screen readers." },
});
