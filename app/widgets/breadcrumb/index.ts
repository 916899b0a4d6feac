import { defineWidget } from "../types";

export const breadcrumbWidget = defineWidget({
  kind: "BREADCRUMB",
  load: () => import("./Breadcrumb").then((m) => m.Breadcrumb),
});
