import { breadcrumbSchema } from "~/contract/widgets/breadcrumb";
import { defineWidgetServer } from "../define.server";
import { breadcrumbSamples } from "./samples";

export const breadcrumbServer = defineWidgetServer({
  kind: "BREADCRUMB",
  schema: breadcrumbSchema,
  samples: breadcrumbSamples,
  help: { description: "The trail of pages above this one, each a link back." },
});
