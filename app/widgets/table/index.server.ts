import { tableSchema } from "~/contract/widgets/table";
import { defineWidgetServer } from "../define.server";
import { tableSamples } from "./samples";

export const tableServer = defineWidgetServer({
  kind: "TABLE",
  schema: tableSchema,
  samples: tableSamples,
  help: { description: "Rows and columns of text." },
});
