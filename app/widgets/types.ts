import type { ComponentType } from "react";
import type { Cell } from "~/contract";

export interface WidgetProps<TData> {
  /** componentData, as the BFF parsed it with the widget's schema. */
  data: TData;
  /** The component cell, for its id, span and layout. */
  cell: Cell;
}

export interface WidgetSample<TInput> {
  title: string;
  data: TInput;
}

/**
 * One registered widget: the componentType it answers to (and the viewTypes, when the kind is
 * split by view type) and the component. Its schema is registered server-side, in
 * schemas.server.ts (the BFF parses componentData; the browser ships no schemas); samples live in
 * samples.ts (gallery and tests only).
 */
export interface WidgetDefinition<TData = unknown> {
  kind: string;
  /** Absent: this entry serves every viewType of its kind. */
  viewTypes?: readonly string[];
  Component: ComponentType<WidgetProps<TData>>;
  /**
   * The widget paints bgColorData itself (its looks need their own shape and spacing); the cell
   * frame then adds no background or padding of its own.
   */
  paintsOwnBackground?: boolean;
}

/** Keeps the component's props typed at the definition site. */
export function defineWidget<TData>(def: WidgetDefinition<TData>): WidgetDefinition {
  return def as unknown as WidgetDefinition;
}
