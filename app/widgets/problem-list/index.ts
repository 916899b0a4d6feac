import { defineWidget } from "../types";

export const problemListWidget = defineWidget({
  kind: "PROBLEM_LIST",
  family: true,
  load: () => import("./ProblemList").then((m) => m.ProblemList),
});
