import type { Cell } from "~/contract";
import type { EditorKind } from "~/contract/editor-values";
import type { WidgetServerKind } from "./define.server";
import type { WidgetDefinition, WidgetSample } from "./types";

/**
 * The server's lists derived from the kinds' definitions, as pure functions of them (the unit
 * test derives them from a set with a made-up kind): samples per registry entry, the editor's
 * kinds, the gallery.
 */

function viewTypeOf(sample: WidgetSample<unknown>): unknown {
  return (sample.data as { viewType?: unknown } | null)?.viewType;
}

/**
 * The samples a registry entry renders: an entry per view type takes its views' samples, the
 * kind's catch-all the samples of the views no other entry of the kind has.
 */
export function samplesOfEntry(
  entry: WidgetDefinition,
  entries: readonly WidgetDefinition[],
  server: WidgetServerKind | undefined,
): readonly WidgetSample<unknown>[] {
  const samples = server?.samples ?? [];
  if (entry.viewTypes) {
    return samples.filter((sample) => {
      const viewType = viewTypeOf(sample);
      return typeof viewType === "string" && entry.viewTypes?.includes(viewType);
    });
  }
  const claimed = new Set(
    entries
      .filter((other) => other.kind === entry.kind && other !== entry)
      .flatMap((other) => other.viewTypes ?? []),
  );
  return samples.filter((sample) => {
    const viewType = viewTypeOf(sample);
    return typeof viewType !== "string" || !claimed.has(viewType);
  });
}

/** The kinds the page editor can add: each with the edit form and start of its definition. */
export function editorKindsOf(kinds: readonly WidgetServerKind[]): EditorKind[] {
  return kinds.map((def) => ({
    kind: def.kind,
    help: def.help.description,
    fields: def.editor.fields,
    sample: def.editor.start,
  }));
}

export interface GalleryEntry {
  /** Unique per registry entry: a kind split by view type has one entry per view type. */
  key: string;
  kind: string;
  viewTypes?: readonly string[];
  samples: { title: string; cell: Cell }[];
}

/** Every registry entry with its samples as component cells, resolved by `resolve`. */
export function galleryEntriesOf(
  entries: readonly WidgetDefinition[],
  samplesOf: (entry: WidgetDefinition) => readonly WidgetSample<unknown>[],
  resolve: (cell: Cell) => Cell,
): GalleryEntry[] {
  return entries.map((def) => {
    const key = def.viewTypes ? `${def.kind}-${def.viewTypes.join("-")}` : def.kind;
    return {
      key,
      kind: def.kind,
      viewTypes: def.viewTypes,
      samples: samplesOf(def).map((sample, i) => ({
        title: sample.title,
        cell: resolve({
          id: `gallery-${key}-${i}`,
          cellType: "CELL_COMPONENT",
          componentType: def.kind,
          componentData: sample.data as Cell["componentData"],
        }),
      })),
    };
  });
}
