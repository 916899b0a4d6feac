import type { WidgetProps } from "~/widgets/types";
import { TagView } from "~/widgets/shared/HeaderTextView";
import type { TagListData } from "~/contract/widgets/tag-list";
import styles from "./TagList.module.css";

/** A wrapping list of tags: skills, formats, or company logos with dynamic width. */
export function TagList({ data }: WidgetProps<TagListData>) {
  const align =
    data.alignment === "CENTER" ? styles.center : data.alignment === "RIGHT" ? styles.right : "";
  const classes = [styles.list, align, data.dynamicWidth ? styles.dynamic : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <ul className={classes} aria-label={data.label || undefined}>
      {data.tagData.map((tag, i) => (
        <li key={i} className={styles.item}>
          <TagView tag={tag} dynamicWidth={data.dynamicWidth ?? false} />
        </li>
      ))}
    </ul>
  );
}
