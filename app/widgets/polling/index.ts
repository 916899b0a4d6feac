import { defineWidget } from "../types";

export const pollingWidget = defineWidget({
  kind: "POLLING",
  family: true,
  load: () => import("./Polling").then((m) => m.Polling),
});
