import { breadcrumbSchema } from "~/contract/widgets/breadcrumb";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./breadcrumb.css";
import { breadcrumbSamples } from "./samples";

export const breadcrumbServer = defineWidgetServer({
  kind: "BREADCRUMB",
  schema: breadcrumbSchema,
  stylesheets: [stylesheet],
  samples: breadcrumbSamples,
  help: { description: "The trail of pages above this one, each a link back." },
});
