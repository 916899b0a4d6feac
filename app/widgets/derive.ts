import { lazy, type ComponentType } from "react";
import type { WidgetDefinition, WidgetKind, WidgetProps } from "./types";

type LoadComponent = () => Promise<ComponentType<WidgetProps<unknown>>>;

/**
 * A kind's component that is a chunk of its own: React.lazy. The cell renders it inside its own
 * <Suspense> boundary (app/page/WidgetCell.tsx): the server's HTML is whole, and in the browser
 * the cell hydrates when the chunk arrives while the rest of the page does not wait.
 */
function lazyComponent(load: LoadComponent): WidgetDefinition["Component"] {
  return lazy(() => load().then((component) => ({ default: component })));
}

/**
 * A kind's registry entries: one per view type it loads apart (`views`), and the one that serves
 * every other view type.
 */
export function registryEntriesOf(def: WidgetKind): WidgetDefinition[] {
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
    entry(lazyComponent(load), [viewType]),
  );
  if (def.component && !def.load) return [...views, entry(def.component)];
  if (def.load && !def.component) return [...views, entry(lazyComponent(def.load))];
  throw new Error(`Widget ${def.kind} needs either a component or a load, not both`);
}
