/** The placement-stats widget's texts: zod-free, for the browser. */
export const PLACEMENT_STATS_TEXTS = {
  figures: "Placement figures",
  roles: "Roles graduates moved into",
  recruiters: "Top recruiters",
  share: (percent: string) => `${percent}%`,
} as const;
