import type { EditorKind } from "~/contract/editor-values";
import { editorFieldsOf } from "~/contract/widgets/field-spec";
import { widgetSchemaOf } from "~/contract/widgets/schemas";
import { widgetDefinitions } from "./registry";
import { samplesOf } from "./samples";

let kinds: EditorKind[] | undefined;

/**
 * The kinds the page editor can add, each with its edit form (from the contract's schema) and its
 * first sample as a start. Built once on the server; sent only to an admin in edit mode, so the
 * samples never reach a learner's page.
 */
export function editorKinds(): EditorKind[] {
  // A kind split by view type has a definition per view: the editor offers the kind once.
  const seen = new Set<string>();
  kinds ??= widgetDefinitions.flatMap((def) => {
    const schema = widgetSchemaOf(def.kind);
    if (!schema || seen.has(def.kind)) return [];
    seen.add(def.kind);
    const sample = widgetDefinitions
      .filter((other) => other.kind === def.kind)
      .flatMap((other) => samplesOf(other))[0]?.data;
    return [
      {
        kind: def.kind,
        fields: editorFieldsOf(schema),
        sample: sample && typeof sample === "object" ? (sample as Record<string, unknown>) : {},
      },
    ];
  });
  return kinds;
}

/** A kind's first sample: what a new cell starts as when the editor sends no data. */
export function editorSampleOf(kind: string): Record<string, unknown> | undefined {
  return editorKinds().find((entry) => entry.kind === kind)?.sample;
}
