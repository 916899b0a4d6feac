import type { CSSProperties } from "react";
import type { IconFeatureListData } from "~/contract/widgets/icon-feature-list";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import type { WidgetProps } from "~/widgets/types";

/** Features as a list: icon (decorative unless it has alt text), an h3 title and its text. */
export function IconFeatureList({ data }: WidgetProps<IconFeatureListData>) {
  const style = { "--columns": data.numColumns ?? 3 } as CSSProperties;
  return (
    <ul className="icon-feature-list__list" style={style}>
      {data.items.map((item, i) => (
        <li key={i} className="icon-feature-list__item">
          {item.icon ? (
            <ResponsiveImage
              image={{ ...item.icon, altText: item.icon.altText ?? "" }}
              width={40}
              height={40}
              className="icon-feature-list__icon"
            />
          ) : null}
          <h3 className="icon-feature-list__title">{item.title}</h3>
          {item.text ? <p className="icon-feature-list__text">{item.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
