import { defineWidget } from "../types";
import { Table } from "./Table";

export const tableWidget = defineWidget({
  kind: "TABLE",
  Component: Table,
});
