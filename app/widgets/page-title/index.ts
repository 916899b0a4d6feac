import { defineWidget } from "~/widgets/types";
import { PageTitle } from "./PageTitle";
import { pageTitleSchema } from "./schema";

export { PAGE_TITLE_VIEW_TYPES } from "./schema";
export { PageTitleSizeContext, pageTitleSizeFor } from "./title-size";

/** No viewTypes: one entry serves every style, so an unknown style falls back to DEFAULT. */
export const pageTitleWidget = defineWidget({
  kind: "PAGE_TITLE",
  paintsOwnBackground: true,
  schema: pageTitleSchema,
  Component: PageTitle,
});
