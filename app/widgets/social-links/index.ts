import { defineWidget } from "../types";

export const socialLinksWidget = defineWidget({
  kind: "SOCIAL_LINKS",
  family: true,
  load: () => import("./SocialLinks").then((m) => m.SocialLinks),
});
