import { defineWidget } from "../types";

export const curriculumWidget = defineWidget({
  kind: "CURRICULUM",
  load: () => import("./Curriculum").then((m) => m.Curriculum),
});
