import { cardListSchema } from "~/contract/widgets/card-list";
import { defineWidgetServer } from "../define.server";
import { cardListSamples } from "./samples";

export const cardListServer = defineWidgetServer({
  kind: "CARD_LIST",
  schema: cardListSchema,
  samples: cardListSamples,
});
