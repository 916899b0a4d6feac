import { pageTitleSchema } from "~/contract/widgets/page-title";
import { defineWidgetServer } from "../define.server";
import { pageTitleSamples } from "./samples";

export const pageTitleServer = defineWidgetServer({
  kind: "PAGE_TITLE",
  schema: pageTitleSchema,
  samples: pageTitleSamples,
  help: { description: "The page's main title with a subtitle, tags and buttons; several styles." },
});
