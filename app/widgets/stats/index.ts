import { defineWidget } from "~/widgets/types";
import { Stats } from "./Stats";
import { statsSchema } from "./schema";

export const statsWidget = defineWidget({
  kind: "STATS",
  paintsOwnBackground: true,
  schema: statsSchema,
  Component: Stats,
});
