import type { WidgetProps } from "~/widgets/types";
import { bgClasses } from "~/widgets/shared/bg";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import type { StatsData } from "~/contract/widgets/stats";
import styles from "./Stats.module.css";

/**
 * A row of figures. Each is a dt (label) and dd (value) pair so that screen readers announce
 * "Average rating, 4.8/5"; CSS shows the value first.
 */
export function Stats({ data }: WidgetProps<StatsData>) {
  const bg = bgClasses(data.bgColorData);
  const classes = [
    styles.stats,
    data.alignment === "LEFT" ? styles.left : data.alignment === "RIGHT" ? styles.right : "",
    data.showDividers ? styles.dividers : "",
    bg ? `${bg} ${styles.withBg}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <dl className={classes}>
      {data.items.map((item, i) => (
        <div key={i} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
          {item.subLabel ? <dd className={styles.subLabel}>{item.subLabel}</dd> : null}
          {item.icon ? (
            <dd className={styles.icon} aria-hidden={item.icon.altText ? undefined : true}>
              <ResponsiveImage image={item.icon} width={40} height={40} />
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
