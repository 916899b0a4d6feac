import { defineWidget } from "../types";

export const skillMatrixWidget = defineWidget({
  kind: "SKILL_MATRIX",
  load: () => import("./SkillMatrix").then((m) => m.SkillMatrix),
});
