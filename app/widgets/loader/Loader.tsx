import { LOADER_DEFAULT_LINES, LOADER_TEXT, loaderLook } from "~/contract/widgets/loader-look";
import type { LoaderData } from "~/contract/widgets/loader";
import type { WidgetProps } from "~/widgets/types";
import styles from "./Loader.module.css";

/**
 * A loading state: a status region that says "Loading…" (shown or visually hidden) beside a
 * spinner or placeholder lines, which are decoration. The animation stops for reduced motion.
 */
export function Loader({ data }: WidgetProps<LoaderData>) {
  const look = loaderLook(data.viewType);
  const text = data.text ?? LOADER_TEXT;
  const lines = data.lines ?? LOADER_DEFAULT_LINES;
  return (
    <div className={`${styles.loader} ${look === "SKELETON" ? styles.skeleton : styles.spinner}`}>
      {look === "SKELETON" ? (
        <div className={styles.lines} aria-hidden="true">
          {Array.from({ length: lines }, (_, i) => (
            <span key={i} className={styles.line} />
          ))}
        </div>
      ) : (
        <span className={styles.wheel} aria-hidden="true" />
      )}
      <p role="status" className={data.showText ? styles.text : "visually-hidden"}>
        {text}
      </p>
    </div>
  );
}
