import { cardListSchema } from "~/contract/widgets/card-list";
import { defineWidgetServer } from "../define.server";
import { cardListSamples } from "./samples";

export const cardListServer = defineWidgetServer({
  kind: "CARD_LIST",
  schema: cardListSchema,
  samples: cardListSamples,
  help: { description: "A list of cards with an image, a title, text and an action." },
});
