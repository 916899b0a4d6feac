import { socialLinksSchema } from "~/contract/widgets/social-links";
import { defineWidgetServer } from "../define.server";
import { socialLinksSamples } from "./samples";

export const socialLinksServer = defineWidgetServer({
  kind: "SOCIAL_LINKS",
  schema: socialLinksSchema,
  samples: socialLinksSamples,
  help: { description: "Links to social media profiles." },
});
