import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  imageSchema,
  looseObject,
  opt,
  tolerantArray,
} from "..";

export const mentorSchema = looseObject({
  name: z.string().trim().min(1),
  role: opt(z.string()),
  company: opt(z.string()),
  image: opt(imageSchema),
  bio: opt(z.string()),
  expertise: opt(tolerantArray(z.string().trim().min(1))),
  experienceYears: opt(z.number().int().min(0).max(70)),
  /** Average learner rating, 0..5. */
  rating: opt(z.number().min(0).max(5)),
  sessionsCount: opt(z.number().int().min(0)),
  languages: opt(tolerantArray(z.string().trim().min(1))),
  /** "Next free slot: Thu 7 pm". */
  availability: opt(z.string()),
  buttons: opt(tolerantArray(buttonDataSchema)),
});
export type MentorData = z.output<typeof mentorSchema>;

/** MENTOR_LIST componentData: mentors a learner can book, as cards. */
export const mentorListSchema = componentDataSchema.extend({
  mentors: tolerantArray(mentorSchema).refine((m) => m.length > 0, "needs at least one mentor"),
  /** Desktop columns (1..4, default 3); phones show one. */
  numColumns: opt(z.number().int().min(1).max(4)),
});

export type MentorListData = z.output<typeof mentorListSchema>;
export type MentorListInput = z.input<typeof mentorListSchema>;
