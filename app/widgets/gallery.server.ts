import { galleryEntriesOf, type GalleryEntry } from "./derive.server";
import { widgetDefinitions } from "./registry";
import { samplesOf } from "./samples";
import { withWidget } from "./schemas.server";

export type { GalleryEntry };

/**
 * Every registered widget with its samples as resolved component cells, built on the server like
 * a page's cells (the samples and schemas never reach the browser bundle).
 */
export function galleryEntries(): GalleryEntry[] {
  return galleryEntriesOf(widgetDefinitions, samplesOf, withWidget);
}
