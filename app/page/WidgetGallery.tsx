import type { GalleryEntry } from "~/widgets/gallery.server";
import styles from "./WidgetGallery.module.css";
import { WidgetCell } from "./WidgetCell";

/** Every registered widget with each of its samples, rendered through the same cell path as pages. */
export function WidgetGallery({ entries }: { entries: GalleryEntry[] }) {
  return (
    // The samples of full-window tools stay in the gallery's column (app.css, decision 066).
    <div className={styles.gallery} data-widget-gallery="">
      <h1 className="heading-2">Widget gallery</h1>
      <p className="sub-text">
        {entries.length} registered widgets. Each sample goes through the registry, its schema (on
        the server) and the cell renderer, exactly as on a page.
      </p>
      <nav aria-label="Widgets" className={styles.index}>
        {entries.map((def) => (
          <a key={def.key} href={`#w-${def.key}`}>
            {def.kind}
            {def.viewTypes ? ` (${def.viewTypes.join(", ")})` : ""}
          </a>
        ))}
      </nav>
      {entries.map((def) => (
        <section key={def.key} id={`w-${def.key}`} className={styles.entry}>
          <h2 className="heading-4">
            {def.kind}
            {def.viewTypes ? (
              <span className={styles.views}> {def.viewTypes.join(", ")}</span>
            ) : null}
          </h2>
          {def.samples.map(({ title, cell }) => (
            <figure key={cell.id} className={styles.sample}>
              <figcaption className={styles.caption}>{title}</figcaption>
              <WidgetCell cell={cell} />
            </figure>
          ))}
        </section>
      ))}
    </div>
  );
}
