import type { Cell } from "~/contract";
import { widgetDefinitions } from "./registry";
import { samplesOf } from "./samples";
import { withWidget } from "./schemas.server";

export interface GalleryEntry {
  /** Unique per definition: a kind split by view type has one entry per view type. */
  key: string;
  kind: string;
  viewTypes?: readonly string[];
  samples: { title: string; cell: Cell }[];
}

/**
 * Every registered widget with its samples as resolved component cells, built on the server like
 * a page's cells (the samples and schemas never reach the browser bundle).
 */
export function galleryEntries(): GalleryEntry[] {
  return widgetDefinitions.map((def) => {
    const key = def.viewTypes ? `${def.kind}-${def.viewTypes.join("-")}` : def.kind;
    return {
      key,
      kind: def.kind,
      viewTypes: def.viewTypes,
      samples: samplesOf(def).map((sample, i) => ({
        title: sample.title,
        cell: withWidget({
          id: `gallery-${key}-${i}`,
          cellType: "CELL_COMPONENT",
          componentType: def.kind,
          componentData: sample.data as Cell["componentData"],
        }),
      })),
    };
  });
}
