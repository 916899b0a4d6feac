import { defineWidget } from "../types";

export const loaderWidget = defineWidget({
  kind: "LOADER",
  load: () => import("./Loader").then((m) => m.Loader),
});
