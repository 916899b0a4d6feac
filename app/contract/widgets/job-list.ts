import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  imageSchema,
  lenientEnum,
  looseObject,
  opt,
  tolerantArray,
} from "..";
import { EMPLOYMENT_TYPES, SALARY_PERIODS, WORK_MODES } from "./job-list-look";

export const jobSchema = looseObject({
  role: z.string().trim().min(1),
  company: z.string().trim().min(1),
  companyLogo: opt(imageSchema),
  location: opt(z.string()),
  workMode: opt(lenientEnum(WORK_MODES)),
  employmentType: opt(lenientEnum(EMPLOYMENT_TYPES)),
  /** "2 to 5 years". */
  experience: opt(z.string()),
  salary: opt(
    looseObject({
      min: opt(z.number().min(0)),
      max: opt(z.number().min(0)),
      /** ISO 4217 code (default INR). */
      currency: opt(z.string().regex(/^[A-Za-z]{3}$/)),
      period: opt(lenientEnum(SALARY_PERIODS)),
    }),
  ),
  skills: opt(tolerantArray(z.string().trim().min(1))),
  /** "Posted 3 days ago", "Apply by 20 Dec". */
  note: opt(z.string()),
  /** The apply action (a server action: a job-application page or an API_CALL). */
  applyButton: opt(buttonDataSchema),
});
export type JobData = z.output<typeof jobSchema>;

/** JOB_LIST componentData: open roles with salary ranges and an apply action. */
export const jobListSchema = componentDataSchema.extend({
  /** May be empty: the list then says `emptyText`. */
  jobs: tolerantArray(jobSchema),
  emptyText: opt(z.string()),
});

export type JobListData = z.output<typeof jobListSchema>;
export type JobListInput = z.input<typeof jobListSchema>;
