import { ActionLink } from "~/actions/ActionLink";
import { BREADCRUMB_LABEL } from "~/contract/widgets/breadcrumb-look";
import type { BreadcrumbData } from "~/contract/widgets/breadcrumb";
import { isSafeHref } from "~/contract/links";
import type { WidgetProps } from "~/widgets/types";
import styles from "./Breadcrumb.module.css";

/**
 * A navigation landmark named "Breadcrumb" with an ordered list of links; the last item is the
 * current page (aria-current="page", not a link). A crumb without a safe address is plain text.
 */
export function Breadcrumb({ data }: WidgetProps<BreadcrumbData>) {
  const last = data.items.length - 1;
  return (
    <nav aria-label={BREADCRUMB_LABEL} className={styles.breadcrumb}>
      <ol className={styles.list}>
        {data.items.map((item, i) => (
          <li key={i} className={styles.item}>
            {i > 0 ? (
              <span className={styles.separator} aria-hidden="true">
                /
              </span>
            ) : null}
            {i === last ? (
              <span aria-current="page" className={styles.current}>
                {item.text}
              </span>
            ) : item.uri && isSafeHref(item.uri) ? (
              <ActionLink action={{ type: "NAVIGATION", uri: item.uri }} className={styles.link}>
                {item.text}
              </ActionLink>
            ) : (
              <span>{item.text}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
