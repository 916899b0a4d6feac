import { bannerSchema } from "~/contract/widgets/banner";
import { defineWidgetServer } from "../define.server";
import { bannerSamples } from "./samples";

export const bannerServer = defineWidgetServer({
  kind: "BANNER",
  schema: bannerSchema,
  samples: bannerSamples,
  help: { description: "A highlighted block with text, an image and buttons; several styles." },
});
