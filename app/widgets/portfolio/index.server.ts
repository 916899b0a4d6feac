import { portfolioSchema } from "~/contract/widgets/portfolio";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./portfolio.css";
import { portfolioSamples } from "./samples";

export const portfolioServer = defineWidgetServer({
  kind: "PORTFOLIO",
  schema: portfolioSchema,
  stylesheets: [stylesheet],
  samples: portfolioSamples,
  help: { description: "A learner's projects, each with a picture and a link." },
});
