import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  imageSchema,
  looseObject,
  opt,
  tolerantArray,
} from "..";
import { displayLinkSchema } from "./display-link";

/** INSTRUCTOR_PROFILE componentData: one instructor's photo, bio, figures and courses. */
export const instructorProfileSchema = componentDataSchema.extend({
  name: z.string().trim().min(1),
  /** "Head of Data Science". */
  title: opt(z.string()),
  company: opt(z.string()),
  image: opt(imageSchema),
  /** Plain text; blank lines separate paragraphs. */
  bio: opt(z.string()),
  credentials: opt(tolerantArray(z.string().trim().min(1))),
  /** Figures such as {value: "3,400+", label: "learners taught"}. */
  stats: opt(
    tolerantArray(
      looseObject({ value: z.string().trim().min(1), label: z.string().trim().min(1) }),
    ),
  ),
  /** Courses taught: a link each when a url is given. */
  courses: opt(
    tolerantArray(looseObject({ title: z.string().trim().min(1), url: opt(z.string()) })),
  ),
  links: opt(tolerantArray(displayLinkSchema)),
  buttons: opt(tolerantArray(buttonDataSchema)),
});

export type InstructorProfileData = z.output<typeof instructorProfileSchema>;
export type InstructorProfileInput = z.input<typeof instructorProfileSchema>;
