import { z } from "zod";
import { componentDataSchema, looseObject, opt, tolerantArray } from "..";

/** SKILL_MATRIX componentData: skills against levels, a learner's level and a role's target. */
export const skillMatrixSchema = componentDataSchema.extend({
  /** The level names, lowest first (default Beginner, Intermediate, Advanced, Expert). */
  levels: opt(tolerantArray(z.string().trim().min(1))),
  skills: tolerantArray(
    looseObject({
      name: z.string().trim().min(1),
      /** Groups consecutive skills under a heading row: "Analytics", "Communication". */
      category: opt(z.string()),
      /** 0 = not started, 1 = the first level; above the last level counts as the last. */
      level: z.number().int().min(0).max(20),
      target: opt(z.number().int().min(0).max(20)),
    }),
  ).refine((s) => s.length > 0, "needs at least one skill"),
  /** The table's caption (default "Skills, your level and the target level"). */
  caption: opt(z.string()),
});

export type SkillMatrixData = z.output<typeof skillMatrixSchema>;
export type SkillMatrixInput = z.input<typeof skillMatrixSchema>;
