import { portfolioSchema } from "~/contract/widgets/portfolio";
import { defineWidgetServer } from "../define.server";
import { portfolioSamples } from "./samples";
import { Portfolio } from "./Portfolio";

export const portfolioServer = defineWidgetServer({
  kind: "PORTFOLIO",
  schema: portfolioSchema,
  samples: portfolioSamples,
  component: Portfolio,
});
