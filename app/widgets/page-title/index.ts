import { defineWidget } from "../types";
import { PageTitle } from "./PageTitle";

export { PAGE_TITLE_VIEW_TYPES } from "~/contract/widgets/page-title-look";
export { PageTitleSizeContext, pageTitleSizeFor } from "./title-size";

/** No viewTypes: one entry serves every style, so an unknown style falls back to DEFAULT. */
export const pageTitleWidget = defineWidget({
  kind: "PAGE_TITLE",
  paintsOwnBackground: true,
  component: PageTitle,
});
