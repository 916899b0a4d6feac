import { z } from "zod";
import {
  buttonDataSchema,
  componentDataSchema,
  headerTextSchema,
  imageSchema,
  lenientEnum,
  opt,
  tolerantArray,
} from "..";
import { CARD_LIST_VIEW_TYPES } from "./card-list-look";

/**
 * CARD_CONTAINER componentData: one card (spec 01 layout container CARD) with a header, a body
 * text, an image and buttons, in one of the card variants (viewType, the card list's).
 */
export const cardContainerSchema = componentDataSchema.extend({
  /** Default IMAGE_CARD; an unknown variant is shown as IMAGE_CARD. */
  viewType: opt(lenientEnum(CARD_LIST_VIEW_TYPES)),
  /** Spec 01 header text; its text is required (the card's heading, h3 unless textSize says). */
  header: headerTextSchema.refine((header) => !!header.textData?.text?.trim(), {
    message: "the card needs a heading (header.textData.text)",
  }),
  /** Plain text; blank lines separate paragraphs. */
  body: opt(z.string().max(5000)),
  image: opt(imageSchema),
  buttonDataList: opt(tolerantArray(buttonDataSchema)),
});

export type CardContainerData = z.output<typeof cardContainerSchema>;
export type CardContainerInput = z.input<typeof cardContainerSchema>;
