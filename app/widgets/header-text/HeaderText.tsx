import type { WidgetProps } from "~/widgets/types";
import { HeaderTextView } from "~/widgets/shared/HeaderTextView";
import type { HeaderTextWidgetData } from "~/contract/widgets/header-text";
import styles from "./HeaderText.module.css";

/** A section heading with super text, sub text, tags and buttons; component heading size 2. */
export function HeaderText({ data }: WidgetProps<HeaderTextWidgetData>) {
  return <HeaderTextView header={data} defaultSize={2} className={styles.root} />;
}
