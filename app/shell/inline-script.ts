import { clientHintsScript } from "~/config/client-hints-script";
import { themeScript } from "./theme-script";

/** The root's inline scripts, by the name their <script data-inline-script> carries. */
export type InlineScriptName = "theme" | "client-hints";

const TEXTS: Record<InlineScriptName, string> = {
  theme: themeScript,
  "client-hints": clientHintsScript,
};

/** The text of an inline script of the root's <head>. */
export function inlineScriptText(name: InlineScriptName): string {
  return TEXTS[name];
}
