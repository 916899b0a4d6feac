import type { HighlightStripData } from "~/contract/widgets/highlight-strip";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import type { WidgetProps } from "~/widgets/types";

/** Short highlights as a list in a row that wraps (no scrolling animation). */
export function HighlightStrip({ data }: WidgetProps<HighlightStripData>) {
  return (
    <ul className="highlight-strip__strip" aria-label={data.label}>
      {data.items.map((item, i) => (
        <li key={i} className="highlight-strip__item">
          {item.icon ? (
            <ResponsiveImage
              image={{ ...item.icon, altText: item.icon.altText ?? "" }}
              width={24}
              height={24}
              className="highlight-strip__icon"
            />
          ) : (
            <span className="highlight-strip__mark" aria-hidden="true" />
          )}
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
