import { z } from "zod";
import { componentDataSchema, lenientEnum, looseObject, opt, tolerantArray } from "..";
import { TOPIC_KINDS } from "./curriculum-look";

export const curriculumTopicSchema = looseObject({
  title: z.string().trim().min(1),
  kind: opt(lenientEnum(TOPIC_KINDS)),
  durationMinutes: opt(z.number().int().min(1).max(10000)),
  /** Open to visitors before enrolment: said in words next to the topic. */
  freePreview: opt(z.boolean()),
});

export const curriculumModuleSchema = looseObject({
  title: z.string().trim().min(1),
  summary: opt(z.string()),
  /** Free text such as "Weeks 1 to 3"; the topics' minutes are added up as well. */
  duration: opt(z.string()),
  topics: opt(tolerantArray(curriculumTopicSchema)),
});
export type CurriculumModule = z.output<typeof curriculumModuleSchema>;

/** CURRICULUM componentData: modules with their topics, opened and closed without JavaScript. */
export const curriculumSchema = componentDataSchema.extend({
  modules: tolerantArray(curriculumModuleSchema).refine(
    (modules) => modules.length > 0,
    "needs at least one module",
  ),
  /** The first module starts open. */
  openFirst: opt(z.boolean()),
});

export type CurriculumData = z.output<typeof curriculumSchema>;
export type CurriculumInput = z.input<typeof curriculumSchema>;
