import { samplesOf } from "~/widgets/samples";
import type { Cell } from "~/contract";
import { widgetDefinitions } from "~/widgets/registry";
import styles from "./WidgetGallery.module.css";
import { WidgetCell } from "./WidgetCell";

/** Every registered widget with each of its samples, rendered through the same cell path as pages. */
export function WidgetGallery() {
  return (
    <div className={styles.gallery}>
      <h1 className="heading-2">Widget gallery</h1>
      <p className="sub-text">
        {widgetDefinitions.length} registered widgets. Each sample goes through the registry, its
        schema and the cell renderer, exactly as on a page.
      </p>
      <nav aria-label="Widgets" className={styles.index}>
        {widgetDefinitions.map((def) => (
          <a key={`${def.kind}-${def.viewTypes?.join("-") ?? "all"}`} href={`#w-${def.kind}`}>
            {def.kind}
          </a>
        ))}
      </nav>
      {widgetDefinitions.map((def) => (
        <section
          key={`${def.kind}-${def.viewTypes?.join("-") ?? "all"}`}
          id={`w-${def.kind}`}
          className={styles.entry}
        >
          <h2 className="heading-4">
            {def.kind}
            {def.viewTypes ? (
              <span className={styles.views}> {def.viewTypes.join(", ")}</span>
            ) : null}
          </h2>
          {samplesOf(def).map((sample, i) => {
            const componentData = sample.data as Cell["componentData"];
            const cell: Cell = {
              id: `gallery-${def.kind}-${i}`,
              cellType: "CELL_COMPONENT",
              componentType: def.kind,
              componentData,
            };
            return (
              <figure key={i} className={styles.sample}>
                <figcaption className={styles.caption}>{sample.title}</figcaption>
                <WidgetCell cell={cell} />
              </figure>
            );
          })}
        </section>
      ))}
    </div>
  );
}
