import { defineWidget } from "../types";

/** The standalone compiler (spec 02 section 2, /online-compiler/*): a chunk of its own. */
export const standaloneCompilerWidget = defineWidget({
  kind: "STANDALONE_COMPILER",
  load: () => import("./StandaloneCompilerWidget").then((m) => m.StandaloneCompilerWidget),
});
