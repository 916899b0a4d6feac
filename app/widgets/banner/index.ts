import { defineWidget } from "~/widgets/types";
import { Banner } from "./Banner";
import { bannerSchema } from "./schema";

export { BANNER_VIEW_TYPES } from "./schema";

/** No viewTypes: one entry serves every style, so an unknown style falls back to BIG_CARD. */
export const bannerWidget = defineWidget({
  kind: "BANNER",
  paintsOwnBackground: true,
  schema: bannerSchema,
  Component: Banner,
});
