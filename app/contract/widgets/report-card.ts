import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  lenientEnum,
  looseObject,
  opt,
  tolerantArray,
} from "..";
import { ASSIGNMENT_STATUSES, MODULE_STATUSES } from "./report-card-look";

const score = z.number().min(0).max(10000);

export const reportAssignmentSchema = looseObject({
  title: z.string().trim().min(1),
  status: opt(lenientEnum(ASSIGNMENT_STATUSES)),
  /** Points earned; absent while not graded. */
  score: opt(score),
  /** Points possible (default 100). */
  maxScore: opt(score.positive()),
  /** ISO 8601 date (or date-time). */
  dueDate: opt(z.string()),
  feedback: opt(z.string()),
});

export const reportModuleSchema = looseObject({
  title: z.string().trim().min(1),
  status: opt(lenientEnum(MODULE_STATUSES)),
  grade: opt(z.string()),
  score: opt(score),
  maxScore: opt(score.positive()),
  assignments: opt(tolerantArray(reportAssignmentSchema)),
});
export type ReportModule = z.output<typeof reportModuleSchema>;

/** REPORT_CARD componentData: a learner's grades, scores and attendance in one programme. */
export const reportCardSchema = componentDataSchema.extend({
  learnerName: opt(z.string()),
  /** "Data Analyst Fellowship, cohort 14". */
  programme: opt(z.string()),
  /** "Term 2: Sep to Dec 2026". */
  term: opt(z.string()),
  overallGrade: opt(z.string()),
  overallScore: opt(score),
  overallMaxScore: opt(score.positive()),
  attendance: opt(
    looseObject({
      attended: z.number().int().min(0),
      total: z.number().int().min(1),
    }),
  ),
  /** Share of the maximum under which a score says "below pass mark" (default 40). */
  passPercent: opt(z.number().min(0).max(100)),
  modules: tolerantArray(reportModuleSchema).refine(
    (modules) => modules.length > 0,
    "needs at least one module",
  ),
  remarks: opt(z.string()),
  remarksBy: opt(z.string()),
  /** IANA zone the due dates are shown in (default Asia/Kolkata). */
  timeZone: opt(z.string()),
  buttons: opt(tolerantArray(buttonDataSchema)),
});

export type ReportCardData = z.output<typeof reportCardSchema>;
export type ReportCardInput = z.input<typeof reportCardSchema>;
