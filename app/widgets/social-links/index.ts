import { defineWidget } from "../types";

export const socialLinksWidget = defineWidget({
  kind: "SOCIAL_LINKS",
  load: () => import("./SocialLinks").then((m) => m.SocialLinks),
});
