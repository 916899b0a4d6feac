import { socialLinksSchema } from "~/contract/widgets/social-links";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./social-links.css";
import { socialLinksSamples } from "./samples";

export const socialLinksServer = defineWidgetServer({
  kind: "SOCIAL_LINKS",
  schema: socialLinksSchema,
  stylesheets: [stylesheet],
  samples: socialLinksSamples,
  help: { description: "Links to social media profiles." },
});
