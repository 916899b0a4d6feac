import type { ComponentType } from "react";
import { lazyPart } from "~/ui/lazy-part";
import { defineWidget, type WidgetDefinition, type WidgetProps } from "./types";

/**
 * A widget kind (or one view type of it) whose component is a chunk of its own: a page loads it
 * only when one of its cells shows the kind, once (spec 01 section 4, "component bundles … each
 * once"), before the page renders (app/page/page-parts.ts). `eager` is the component from a
 * family's `.server` module (empty in the browser build), so the server's HTML is whole.
 */
export function lazyWidget<TData>(
  def: Omit<WidgetDefinition<TData>, "Component">,
  eager: ComponentType<WidgetProps<TData>> | undefined,
  load: () => Promise<ComponentType<WidgetProps<TData>>>,
): WidgetDefinition {
  return defineWidget<TData>({ ...def, Component: lazyPart(eager, load) });
}
