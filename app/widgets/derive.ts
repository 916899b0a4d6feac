import { lazyPart } from "~/ui/lazy-part";
import type { WidgetDefinition, WidgetKind } from "./types";

/** What the server half adds to a lazily loaded kind: its components, rendered at once. */
export interface EagerComponents {
  component?: WidgetDefinition["Component"];
  views?: Readonly<Record<string, WidgetDefinition["Component"]>>;
}

/**
 * A kind's registry entries: one per view type it loads apart (`views`), and the one that serves
 * every other view type. A lazily loaded component is a part of its own (app/ui/lazy-part.tsx):
 * the browser loads it when a page shows the kind, the server renders `eager` at once.
 */
export function registryEntriesOf(def: WidgetKind, eager?: EagerComponents): WidgetDefinition[] {
  const entry = (
    Component: WidgetDefinition["Component"],
    viewTypes?: readonly string[],
  ): WidgetDefinition => ({
    kind: def.kind,
    ...(viewTypes ? { viewTypes } : {}),
    Component,
    ...(def.paintsOwnBackground ? { paintsOwnBackground: true } : {}),
  });
  const views = Object.entries(def.views ?? {}).map(([viewType, load]) =>
    entry(lazyPart(eager?.views?.[viewType], load), [viewType]),
  );
  if (def.component && !def.load) return [...views, entry(def.component)];
  if (def.load && !def.component) return [...views, entry(lazyPart(eager?.component, def.load))];
  throw new Error(`Widget ${def.kind} needs either a component or a load, not both`);
}
