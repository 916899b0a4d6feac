import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  lenientEnum,
  looseObject,
  opt,
  tolerantArray,
} from "..";

export const BUTTON_LIST_ALIGNMENTS = ["LEFT", "CENTER", "RIGHT", "SPACE_BETWEEN"] as const;

/** A button needs a visible text or an icon with alt text, else it has no accessible name. */
const labelledButtonSchema = buttonDataSchema.refine(
  (button) => !!button.buttonText?.trim() || !!button.icon?.altText?.trim(),
  { message: "button needs buttonText or an icon altText" },
);

export const buttonListSchema = looseObject({
  ...componentDataSchema.shape,
  /** Spec 01 button data; unusable items are dropped, at least one must remain. */
  buttonDataList: tolerantArray(labelledButtonSchema).refine((list) => list.length > 0, {
    message: "at least one button",
  }),
  alignment: opt(lenientEnum(BUTTON_LIST_ALIGNMENTS)),
  /** At 768 px and below the buttons stack full width instead of wrapping. */
  stackOnMobile: opt(z.boolean()),
  /** Accessible name of the group, e.g. "Course actions". */
  label: opt(z.string()),
});
export type ButtonListData = z.output<typeof buttonListSchema>;
