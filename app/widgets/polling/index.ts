import { defineWidget } from "../types";

export const pollingWidget = defineWidget({
  kind: "POLLING",
  load: () => import("./Polling").then((m) => m.Polling),
});
