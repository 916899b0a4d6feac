import { defineWidget } from "../types";

export const breadcrumbWidget = defineWidget({
  kind: "BREADCRUMB",
  family: true,
  load: () => import("./Breadcrumb").then((m) => m.Breadcrumb),
});
