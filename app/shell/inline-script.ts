import { clientHintsScript } from "~/config/client-hints-script";
import { themeScript } from "./theme-script";
import { webFontScript } from "./web-font-script";

/** The root's inline scripts, by the name their <script data-inline-script> carries. */
export type InlineScriptName = "theme" | "client-hints" | "web-font";

const TEXTS: Record<InlineScriptName, string> = {
  theme: themeScript,
  "client-hints": clientHintsScript,
  "web-font": webFontScript,
};

/** The text of an inline script of the root's <head>. */
export function inlineScriptText(name: InlineScriptName): string {
  return TEXTS[name];
}
