import { defineWidget } from "../types";

export const loaderWidget = defineWidget({
  kind: "LOADER",
  family: true,
  load: () => import("./Loader").then((m) => m.Loader),
});
