import { defineWidget } from "../types";

export const cardContainerWidget = defineWidget({
  kind: "CARD_CONTAINER",
  paintsOwnBackground: true,
  load: () => import("./CardContainer").then((m) => m.CardContainer),
});
