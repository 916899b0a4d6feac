import { defineWidget } from "~/widgets/types";
import { TagList } from "./TagList";
import { tagListSchema } from "./schema";

export const tagListWidget = defineWidget({
  kind: "TAG_LIST",
  schema: tagListSchema,
  Component: TagList,
});
