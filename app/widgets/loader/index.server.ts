import { loaderSchema } from "~/contract/widgets/loader";
import { defineWidgetServer } from "../define.server";
import { loaderSamples } from "./samples";

export const loaderServer = defineWidgetServer({
  kind: "LOADER",
  schema: loaderSchema,
  samples: loaderSamples,
  help: { description: "A placeholder shown while content loads." },
});
