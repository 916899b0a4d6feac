import { z } from "zod";
import { componentDataSchema, imageSchema, looseObject, opt, tolerantArray } from "..";

export const testimonialSchema = looseObject({
  quote: z.string().trim().min(1),
  name: z.string().trim().min(1),
  role: opt(z.string()),
  company: opt(z.string()),
  image: opt(imageSchema),
  /** Whole stars 1..5; anything else is dropped rather than losing the quote. */
  rating: z.number().int().min(1).max(5).optional().catch(undefined),
});
export type Testimonial = z.output<typeof testimonialSchema>;

/** TESTIMONIALS componentData. */
export const testimonialsSchema = componentDataSchema.extend({
  testimonials: tolerantArray(testimonialSchema).refine(
    (items) => items.length > 0,
    "needs at least one testimonial",
  ),
});

export type TestimonialsData = z.output<typeof testimonialsSchema>;
export type TestimonialsInput = z.input<typeof testimonialsSchema>;
