import type { CSSProperties } from "react";
import type { IconFeatureListData } from "~/contract/widgets/icon-feature-list";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import type { WidgetProps } from "~/widgets/types";
import styles from "./IconFeatureList.module.css";

/** Features as a list: icon (decorative unless it has alt text), an h3 title and its text. */
export function IconFeatureList({ data }: WidgetProps<IconFeatureListData>) {
  const style = { "--columns": data.numColumns ?? 3 } as CSSProperties;
  return (
    <ul className={styles.list} style={style}>
      {data.items.map((item, i) => (
        <li key={i} className={styles.item}>
          {item.icon ? (
            <ResponsiveImage
              image={{ ...item.icon, altText: item.icon.altText ?? "" }}
              width={40}
              height={40}
              className={styles.icon}
            />
          ) : null}
          <h3 className={styles.title}>{item.title}</h3>
          {item.text ? <p className={styles.text}>{item.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}
