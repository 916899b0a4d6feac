import { emptyPageViewSchema } from "~/contract/widgets/empty-page-view";
import { defineWidgetServer } from "../define.server";
import { emptyPageViewSamples } from "./samples";

export const emptyPageViewServer = defineWidgetServer({
  kind: "EMPTY_PAGE_VIEW",
  schema: emptyPageViewSchema,
  samples: emptyPageViewSamples,
});
