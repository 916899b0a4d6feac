import { emptyPageViewSchema } from "~/contract/widgets/empty-page-view";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./empty-page-view.css";
import { emptyPageViewSamples } from "./samples";

export const emptyPageViewServer = defineWidgetServer({
  kind: "EMPTY_PAGE_VIEW",
  schema: emptyPageViewSchema,
  stylesheets: [stylesheet],
  samples: emptyPageViewSamples,
  help: { description: "What a page shows when it has nothing yet, with a way forward." },
});
