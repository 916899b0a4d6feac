import { defineWidget } from "../types";
import { tableSchema } from "./schema";
import { Table } from "./Table";

export const tableWidget = defineWidget({
  kind: "TABLE",
  schema: tableSchema,
  Component: Table,
});
