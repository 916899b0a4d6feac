import { defineWidget } from "../types";

export const curriculumWidget = defineWidget({
  kind: "CURRICULUM",
  family: true,
  load: () => import("./Curriculum").then((m) => m.Curriculum),
});
