import { z } from "zod";
import { componentDataSchema, lenientEnum, looseObject, opt, tolerantArray } from "..";
import { SOCIAL_NETWORKS } from "./social-links-look";

export const socialLinkSchema = looseObject({
  /** LINKEDIN, X, YOUTUBE, INSTAGRAM, FACEBOOK, GITHUB or WEBSITE; unknown: WEBSITE's look. */
  network: lenientEnum(SOCIAL_NETWORKS),
  /** http(s) only. */
  url: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\/[^\s/]+/i, { message: "an http(s) address" }),
  /** The link's text instead of the network's name ("Follow us on LinkedIn"). */
  text: opt(z.string().trim().min(1).max(80)),
});

/** SOCIAL_LINKS componentData: links to the organisation's or a person's profiles. */
export const socialLinksSchema = componentDataSchema.extend({
  /** Items failing the schema are dropped; 1 to 12 must remain. */
  links: tolerantArray(socialLinkSchema).refine((links) => links.length > 0 && links.length <= 12, {
    message: "needs 1 to 12 links",
  }),
  /** The list's name for assistive technology (default "Social links"). */
  label: opt(z.string().trim().min(1).max(120)),
  /** The network names are shown beside the marks (default: marks only, names for screen readers). */
  showNames: opt(z.boolean()),
});

export type SocialLinksData = z.output<typeof socialLinksSchema>;
export type SocialLinksInput = z.input<typeof socialLinksSchema>;
