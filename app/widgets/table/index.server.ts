import { tableSchema } from "~/contract/widgets/table";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./table.css";
import { tableSamples } from "./samples";

export const tableServer = defineWidgetServer({
  kind: "TABLE",
  schema: tableSchema,
  stylesheets: [stylesheet],
  samples: tableSamples,
  help: { description: "Rows and columns of text." },
});
