import { loaderSchema } from "~/contract/widgets/loader";
import { defineWidgetServer } from "../define.server";
import { loaderSamples } from "./samples";
import { Loader } from "./Loader";

export const loaderServer = defineWidgetServer({
  kind: "LOADER",
  schema: loaderSchema,
  samples: loaderSamples,
  component: Loader,
});
