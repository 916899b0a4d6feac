import type { z } from "zod";
import type { EditorFieldSpec } from "~/contract/editor-values";
import { editorFieldsOf } from "~/contract/widgets/field-spec";
import type { WidgetSample } from "./types";

/**
 * The server half of a widget kind's one definition (`app/widgets/<kind>/index.server.ts`): what
 * only the server needs, kept out of the browser bundle (zod, samples; decision 010).
 */
export interface WidgetServerKindInput<TSchema extends z.ZodTypeAny> {
  kind: string;
  /** componentData's schema, from the contract (the spec's shape, shared with the platform). */
  schema: TSchema;
  /** For the gallery, the tests and the editor's new cells; at least one. */
  samples: readonly WidgetSample<z.input<TSchema>>[];
  /** The page editor's form: what a new cell starts as (default: the first sample). */
  editor?: { start?: z.input<TSchema> };
}

export interface WidgetServerKind {
  kind: string;
  schema: z.ZodTypeAny;
  samples: readonly WidgetSample<unknown>[];
  /** The edit form, generated from the schema when the editor first asks for it. */
  readonly editor: { fields: EditorFieldSpec[]; start: Record<string, unknown> };
}

export function defineWidgetServer<TSchema extends z.ZodTypeAny>(
  def: WidgetServerKindInput<TSchema>,
): WidgetServerKind {
  let editor: WidgetServerKind["editor"] | undefined;
  const start: unknown = def.editor?.start ?? def.samples[0]?.data;
  return {
    kind: def.kind,
    schema: def.schema,
    samples: def.samples,
    get editor() {
      editor ??= {
        fields: editorFieldsOf(def.schema),
        start: start && typeof start === "object" ? (start as Record<string, unknown>) : {},
      };
      return editor;
    },
  };
}
