import type { ComponentType } from "react";
import type { z } from "zod";
import type { Cell } from "~/contract";

export interface WidgetProps<TData> {
  /** componentData, parsed by the widget's schema. */
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
 * split by view type), the schema its componentData must pass and the component. Samples live
 * apart, in samples.ts (gallery and tests only).
 */
export interface WidgetDefinition<S extends z.ZodTypeAny = z.ZodTypeAny> {
  kind: string;
  /** Absent: this entry serves every viewType of its kind. */
  viewTypes?: readonly string[];
  schema: S;
  Component: ComponentType<WidgetProps<z.output<S>>>;
  /**
   * The widget paints bgColorData itself (its looks need their own shape and spacing); the cell
   * frame then adds no background or padding of its own.
   */
  paintsOwnBackground?: boolean;
}

/** Keeps the schema and the component's props tied together at the definition site. */
export function defineWidget<S extends z.ZodTypeAny>(def: WidgetDefinition<S>): WidgetDefinition {
  return def as unknown as WidgetDefinition;
}
