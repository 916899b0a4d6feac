import { cardContainerSchema } from "~/contract/widgets/card-container";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./card-container.css";
import { cardContainerSamples } from "./samples";

export const cardContainerServer = defineWidgetServer({
  kind: "CARD_CONTAINER",
  schema: cardContainerSchema,
  stylesheets: [stylesheet],
  samples: cardContainerSamples,
  help: { description: "Cards laid out in a grid, each with its own content." },
});
