import { defineWidget } from "../types";

export const problemListWidget = defineWidget({
  kind: "PROBLEM_LIST",
  load: () => import("./ProblemList").then((m) => m.ProblemList),
});
