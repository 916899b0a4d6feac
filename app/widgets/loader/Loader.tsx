import { LOADER_DEFAULT_LINES, LOADER_TEXT, loaderLook } from "~/contract/widgets/loader-look";
import type { LoaderData } from "~/contract/widgets/loader";
import type { WidgetProps } from "~/widgets/types";

/**
 * A loading state: a status region that says "Loading…" (shown or visually hidden) beside a
 * spinner or placeholder lines, which are decoration. The animation stops for reduced motion.
 */
export function Loader({ data }: WidgetProps<LoaderData>) {
  const look = loaderLook(data.viewType);
  const text = data.text ?? LOADER_TEXT;
  const lines = data.lines ?? LOADER_DEFAULT_LINES;
  return (
    <div
      className={`loader__loader ${look === "SKELETON" ? "loader__skeleton" : "loader__spinner"}`}
    >
      {look === "SKELETON" ? (
        <div className="loader__lines" aria-hidden="true">
          {Array.from({ length: lines }, (_, i) => (
            <span key={i} className="loader__line" />
          ))}
        </div>
      ) : (
        <span className="loader__wheel" aria-hidden="true" />
      )}
      <p role="status" className={data.showText ? "loader__text" : "visually-hidden"}>
        {text}
      </p>
    </div>
  );
}
