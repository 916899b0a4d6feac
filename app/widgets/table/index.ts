import { defineWidget } from "../types";
import { Table } from "../on-demand";

export const tableWidget = defineWidget({
  kind: "TABLE",
  Component: Table,
});
