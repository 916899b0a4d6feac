import { defineWidget } from "../types";
import { Banner } from "./Banner";

export { BANNER_VIEW_TYPES } from "~/contract/widgets/banner-look";

/** No viewTypes: one entry serves every style, so an unknown style falls back to BIG_CARD. */
export const bannerWidget = defineWidget({
  kind: "BANNER",
  paintsOwnBackground: true,
  component: Banner,
});
