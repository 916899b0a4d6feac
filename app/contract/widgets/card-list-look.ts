import { knownOr } from "../known";

/** The card-list widget's looks and defaults: zod-free, for the browser (the schema is server-side). */

/** Spec 01 "variants" of a card layout. */
export const CARD_LIST_VIEW_TYPES = [
  "HORIZONTAL",
  "DYNAMIC_WIDTH",
  "CARD_WITH_BACKGROUND",
  "IMAGE_CARD",
] as const;
export type CardListVariant = (typeof CARD_LIST_VIEW_TYPES)[number];

export function cardListVariant(viewType: string | undefined): CardListVariant {
  return knownOr(CARD_LIST_VIEW_TYPES, viewType, "IMAGE_CARD");
}
