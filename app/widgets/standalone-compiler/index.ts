import { defineWidget } from "~/widgets/types";
import { StandaloneCompilerWidget } from "../on-demand";

/** The standalone compiler (spec 02 section 2, /online-compiler/*): a chunk of its own. */
export const standaloneCompilerWidget = defineWidget({
  kind: "STANDALONE_COMPILER",
  Component: StandaloneCompilerWidget,
});
