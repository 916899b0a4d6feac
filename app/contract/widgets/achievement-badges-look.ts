/** The achievement-badges widget's texts: zod-free, for the browser. */
export const ACHIEVEMENT_BADGES_TEXTS = {
  summary: (earned: number, total: number) => `${earned} of ${total} badges earned`,
  earned: "Earned",
  locked: "Not earned yet",
  progress: (current: number, total: number) => `${current} of ${total} done`,
} as const;
