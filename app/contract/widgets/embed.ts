import { z } from "zod";
import { componentDataSchema, opt } from "..";

/** EMBED componentData: another site's page in a sandboxed frame (allowed hosts only). */
export const embedSchema = componentDataSchema.extend({
  /** https on a host of EMBED_ALLOWED_HOSTS (embed-look.ts); another address becomes a link. */
  url: z.string().trim().min(1).max(2000),
  /** Names the frame for assistive technology, and is the link's text. */
  title: z.string().trim().min(1).max(160),
  /** Width:height of the frame (default 16:9) unless height is given. */
  aspectRatioX: opt(z.number().positive().max(100)),
  aspectRatioY: opt(z.number().positive().max(100)),
  /** A fixed height in px (forms, calendars), 120-2000. */
  height: opt(z.number().int().min(120).max(2000)),
});

export type EmbedData = z.output<typeof embedSchema>;
export type EmbedInput = z.input<typeof embedSchema>;
