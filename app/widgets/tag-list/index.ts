import { defineWidget } from "~/widgets/types";
import { TagList } from "./TagList";

export const tagListWidget = defineWidget({
  kind: "TAG_LIST",
  Component: TagList,
});
