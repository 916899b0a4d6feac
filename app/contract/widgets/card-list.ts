import { z } from "zod";
import {
  bgColorDataSchema,
  buttonDataSchema,
  componentDataSchema,
  imageSchema,
  lenientEnum,
  looseObject,
  opt,
  serverActionSchema,
  tagItemSchema,
  tolerantArray,
} from "..";
import { CARD_LIST_VIEW_TYPES, cardListVariant, type CardListVariant } from "./card-list-look";

export { CARD_LIST_VIEW_TYPES, cardListVariant, type CardListVariant };

export const cardSchema = looseObject({
  image: opt(imageSchema),
  superText: opt(z.string()),
  title: z.string().trim().min(1),
  subText: opt(z.string()),
  tags: opt(tolerantArray(tagItemSchema)),
  buttons: opt(tolerantArray(buttonDataSchema)),
  /** The whole card links here (navigation actions only). */
  action: opt(serverActionSchema),
  bgColorData: opt(bgColorDataSchema),
});
export type CardData = z.output<typeof cardSchema>;

/** CARD_LIST componentData. An unknown viewType is kept and drawn as IMAGE_CARD. */
export const cardListSchema = componentDataSchema.extend({
  viewType: opt(lenientEnum(CARD_LIST_VIEW_TYPES)),
  cards: tolerantArray(cardSchema).refine((cards) => cards.length > 0, "needs at least one card"),
  /** Grid columns on desktop (1..6, default 3); tablets show at most 2, phones 1. */
  numColumns: opt(z.number().int()),
});

export type CardListData = z.output<typeof cardListSchema>;
export type CardListInput = z.input<typeof cardListSchema>;
