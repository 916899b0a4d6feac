import { defineWidget } from "../types";

export const reportCardWidget = defineWidget({
  kind: "REPORT_CARD",
  load: () => import("./ReportCard").then((m) => m.ReportCard),
});
