import * as serverScripts from "./inline-scripts.server";

/** The root's inline scripts, by the name their <script data-inline-script> carries. */
export type InlineScriptName = "theme" | "client-hints" | "web-font" | "scripts-after-paint";

const texts: Partial<typeof serverScripts> = serverScripts;
const fromServer: Record<InlineScriptName, string | undefined> = {
  theme: texts.themeScript,
  "client-hints": texts.clientHintsScript,
  "web-font": texts.webFontScript,
  "scripts-after-paint": texts.scriptsAfterPaintScript,
};
const fromDocument = new Map<InlineScriptName, string>();

/**
 * The text of an inline script: the server's (./inline-scripts.server.ts); in the browser the one
 * the server's HTML holds, so hydration and every later render keep the element as it is without
 * the bundle carrying the text.
 */
export function inlineScriptText(name: InlineScriptName): string {
  const text = fromServer[name];
  if (text !== undefined) return text;
  if (typeof document === "undefined") return "";
  let known = fromDocument.get(name);
  if (known === undefined) {
    known = document.querySelector(`script[data-inline-script="${name}"]`)?.innerHTML ?? "";
    fromDocument.set(name, known);
  }
  return known;
}
