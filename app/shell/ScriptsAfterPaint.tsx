import { Scripts } from "@remix-run/react";
import { inlineScriptText } from "./inline-script";
import { SCRIPTS_TEMPLATE_ID } from "./first-paint";

/**
 * Remix's <Scripts />, started after the first paint (docs/decisions/026). The server writes them
 * into a <template>, inert while the page is parsed, and the inline script after it puts them
 * into the page. In the browser the template renders empty: the parser moved its children into
 * template.content, so the element has none and hydration matches; the scripts have run by then.
 */
export function ScriptsAfterPaint({ nonce }: { nonce?: string }) {
  return (
    <>
      <template id={SCRIPTS_TEMPLATE_ID}>
        {typeof document === "undefined" ? <Scripts nonce={nonce} /> : null}
      </template>
      <script
        nonce={nonce}
        data-inline-script="scripts-after-paint"
        dangerouslySetInnerHTML={{ __html: inlineScriptText("scripts-after-paint") }}
      />
    </>
  );
}
