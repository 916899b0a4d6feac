import * as serverScripts from "./inline-scripts.server";
import { serverText } from "./server-text";

/** The root's inline scripts, by the name their <script data-inline-script> carries. */
export type InlineScriptName = "theme" | "client-hints" | "web-font" | "scripts-after-paint";

const texts: Partial<typeof serverScripts> = serverScripts;
const fromServer: Record<InlineScriptName, string | undefined> = {
  theme: texts.themeScript,
  "client-hints": texts.clientHintsScript,
  "web-font": texts.webFontScript,
  "scripts-after-paint": texts.scriptsAfterPaintScript,
};

/**
 * The text of an inline script: the server's (./inline-scripts.server.ts); in the browser the one
 * the server's HTML holds (server-text.ts).
 */
export function inlineScriptText(name: InlineScriptName): string {
  return serverText(fromServer[name], `script[data-inline-script="${name}"]`, (el) => el.innerHTML);
}
