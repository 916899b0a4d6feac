import { defineWidget } from "../types";

export const skillMatrixWidget = defineWidget({
  kind: "SKILL_MATRIX",
  family: true,
  load: () => import("./SkillMatrix").then((m) => m.SkillMatrix),
});
