/** The progress-tracker widget's texts and milestone states: zod-free, for the browser. */

export const MILESTONE_STATES = ["DONE", "CURRENT", "UPCOMING"] as const;
export const MILESTONE_STATE_LABELS: Record<(typeof MILESTONE_STATES)[number], string> = {
  DONE: "Done",
  CURRENT: "In progress",
  UPCOMING: "Up next",
};

export const PROGRESS_TRACKER_TEXTS = {
  overall: "Overall progress",
  /** "12 of 20 lessons", "3 of 4". */
  counted: (done: string, total: string, unit?: string) =>
    `${done} of ${total}${unit ? ` ${unit}` : ""}`,
  percent: (percent: number) => `${percent}% complete`,
  milestones: "Milestones",
} as const;
