import { defineWidget } from "~/widgets/types";
import { ButtonList } from "./ButtonList";

export const buttonListWidget = defineWidget({
  kind: "BUTTON_LIST",
  Component: ButtonList,
});
