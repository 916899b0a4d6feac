import { defineWidget } from "../types";

export const reportCardWidget = defineWidget({
  kind: "REPORT_CARD",
  family: true,
  load: () => import("./ReportCard").then((m) => m.ReportCard),
});
