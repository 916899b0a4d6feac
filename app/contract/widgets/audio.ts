import { z } from "zod";
import { componentDataSchema, opt } from "..";

/** AUDIO componentData: a recording with native controls and its transcript. */
export const audioSchema = componentDataSchema.extend({
  /** The audio file: an https address or a path of this site; others are not played. */
  url: z.string().trim().min(1).max(2000),
  title: z.string().trim().min(1).max(160),
  /** One line under the title ("Episode 4 · 18 min"). */
  subText: opt(z.string().max(200)),
  /** Plain text; blank lines separate paragraphs. Shown in a disclosure under the player. */
  transcript: opt(z.string().max(50000)),
});

export type AudioData = z.output<typeof audioSchema>;
export type AudioInput = z.input<typeof audioSchema>;
