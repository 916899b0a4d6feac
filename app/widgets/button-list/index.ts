import { defineWidget } from "~/widgets/types";
import { ButtonList } from "./ButtonList";
import { buttonListSchema } from "./schema";

export const buttonListWidget = defineWidget({
  kind: "BUTTON_LIST",
  schema: buttonListSchema,
  Component: ButtonList,
});
