import { defineWidget } from "../types";

export const tableWidget = defineWidget({
  kind: "TABLE",
  load: () => import("./Table").then((m) => m.Table),
});
