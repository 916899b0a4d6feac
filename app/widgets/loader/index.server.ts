import { loaderSchema } from "~/contract/widgets/loader";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./loader.css";
import { loaderSamples } from "./samples";

export const loaderServer = defineWidgetServer({
  kind: "LOADER",
  schema: loaderSchema,
  stylesheets: [stylesheet],
  samples: loaderSamples,
  help: { description: "A placeholder shown while content loads." },
});
