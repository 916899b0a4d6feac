import type { WidgetProps } from "~/widgets/types";
import { ButtonView } from "~/widgets/shared/ButtonView";
import type { ButtonListData } from "~/contract/widgets/button-list";
import styles from "./ButtonList.module.css";

const ALIGN_CLASS: Record<string, string> = {
  LEFT: styles.left,
  CENTER: styles.center,
  RIGHT: styles.right,
  SPACE_BETWEEN: styles.spaceBetween,
};

/** A row of server-described buttons (links for navigation, disabled until an action exists). */
export function ButtonList({ data }: WidgetProps<ButtonListData>) {
  const classes = [
    styles.list,
    ALIGN_CLASS[data.alignment ?? "LEFT"] ?? styles.left,
    data.stackOnMobile ? styles.stacked : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={classes} role="group" aria-label={data.label || undefined}>
      {data.buttonDataList.map((button, i) => (
        <ButtonView key={i} button={button} className={styles.button} />
      ))}
    </div>
  );
}
