/** The skill-matrix widget's texts and defaults: zod-free, for the browser. */

/** Used when the data names no levels of its own. */
export const DEFAULT_SKILL_LEVELS = ["Beginner", "Intermediate", "Advanced", "Expert"] as const;

export const SKILL_MATRIX_TEXTS = {
  skill: "Skill",
  current: "Your level",
  target: "Target for the role",
  notStarted: "Not started",
  /** The visual column's heading (the dots repeat the two text columns). */
  scale: "On the scale",
  reached: "Target reached",
  caption: "Skills, your level and the target level",
} as const;
