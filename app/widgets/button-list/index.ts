import { defineWidget } from "../types";
import { ButtonList } from "./ButtonList";

export const buttonListWidget = defineWidget({
  kind: "BUTTON_LIST",
  component: ButtonList,
});
