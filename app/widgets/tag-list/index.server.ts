import { tagListSchema } from "~/contract/widgets/tag-list";
import { defineWidgetServer } from "../define.server";
import { tagListSamples } from "./samples";

export const tagListServer = defineWidgetServer({
  kind: "TAG_LIST",
  schema: tagListSchema,
  samples: tagListSamples,
  help: { description: "A list of tags, each with an optional image." },
});
