import { defineWidget } from "../types";
import { TagList } from "./TagList";

export const tagListWidget = defineWidget({
  kind: "TAG_LIST",
  component: TagList,
});
