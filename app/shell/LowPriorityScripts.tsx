import { UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { useContext, useState } from "react";

/**
 * The first load's modules, preloaded at low fetch priority from the head (docs/decisions/025).
 * Remix's <Scripts /> preloads the same modules at the end of the body at high priority, the
 * priority of render-blocking resources: the ~110 KB of JavaScript then competed with the one
 * stylesheet and the hero image for the first paint. A module fetched once is not fetched again,
 * so these links decide the priority. The list is the one <Scripts /> makes for the first
 * render (the entry, its imports, each matched route's imports and module), fixed at hydration so
 * that the browser's first render matches the server's and later navigations add nothing.
 */
export function LowPriorityScripts() {
  const remix = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  const [hrefs] = useState(() => {
    const manifest = remix?.manifest;
    if (!manifest) return [];
    const routes = matches.flatMap((match) => {
      const route = manifest.routes[match.id];
      return route ? [...(route.imports ?? []), route.module] : [];
    });
    return [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routes])];
  });
  return hrefs.map((href) => (
    // fetchpriority in lowercase: React 18 passes it through as an attribute.
    <link key={href} rel="modulepreload" href={href} {...{ fetchpriority: "low" }} />
  ));
}
