/** The report-card widget's texts and enumerations: zod-free, for the browser. */

export const MODULE_STATUSES = ["COMPLETED", "IN_PROGRESS", "NOT_STARTED"] as const;
export const MODULE_STATUS_LABELS: Record<(typeof MODULE_STATUSES)[number], string> = {
  COMPLETED: "Completed",
  IN_PROGRESS: "In progress",
  NOT_STARTED: "Not started",
};

export const ASSIGNMENT_STATUSES = ["GRADED", "SUBMITTED", "LATE", "MISSING", "PENDING"] as const;
export const ASSIGNMENT_STATUS_LABELS: Record<(typeof ASSIGNMENT_STATUSES)[number], string> = {
  GRADED: "Graded",
  SUBMITTED: "Submitted, awaiting grade",
  LATE: "Submitted late",
  MISSING: "Missing",
  PENDING: "Not yet due",
};

/** Scores below this share of the maximum say "below pass mark" in words (default). */
export const DEFAULT_PASS_PERCENT = 40;

export const REPORT_CARD_TEXTS = {
  grade: "Overall grade",
  score: "Overall score",
  attendance: "Attendance",
  attended: (attended: number, total: number) => `${attended} of ${total} live sessions`,
  columns: { assignment: "Assignment", status: "Status", score: "Score", due: "Due" },
  noAssignments: "No graded work in this module yet.",
  belowPass: "Below pass mark",
  remarks: "Mentor's remarks",
  moduleScore: "Module score",
  moduleGrade: "Grade",
} as const;
