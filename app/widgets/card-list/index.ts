import { defineWidget } from "../types";
import { CardList } from "./CardList";

/** One entry for every viewType: the component picks the variant and falls back to IMAGE_CARD. */
export const cardListWidget = defineWidget({
  kind: "CARD_LIST",
  component: CardList,
});
