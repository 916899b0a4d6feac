import { z } from "zod";
import { componentDataSchema, imageSchema, looseObject, opt, tolerantArray } from "..";
import { displayLinkSchema } from "./display-link";

export const portfolioProjectSchema = looseObject({
  title: z.string().trim().min(1),
  /** One or two sentences: the problem and the outcome. */
  summary: opt(z.string()),
  image: opt(imageSchema),
  /** "Capstone", "Hackathon winner", "Client project". */
  label: opt(z.string()),
  /** "Oct 2026". */
  period: opt(z.string()),
  techTags: opt(tolerantArray(z.string().trim().min(1))),
  links: opt(tolerantArray(displayLinkSchema)),
});
export type PortfolioProject = z.output<typeof portfolioProjectSchema>;

/** PORTFOLIO componentData: a learner's profile header and projects. */
export const portfolioSchema = componentDataSchema.extend({
  profile: opt(
    looseObject({
      name: z.string().trim().min(1),
      headline: opt(z.string()),
      location: opt(z.string()),
      bio: opt(z.string()),
      image: opt(imageSchema),
      links: opt(tolerantArray(displayLinkSchema)),
    }),
  ),
  projects: tolerantArray(portfolioProjectSchema).refine(
    (projects) => projects.length > 0,
    "needs at least one project",
  ),
});

export type PortfolioData = z.output<typeof portfolioSchema>;
export type PortfolioInput = z.input<typeof portfolioSchema>;
