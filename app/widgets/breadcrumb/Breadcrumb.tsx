import { ActionLink } from "~/actions/ActionLink";
import { BREADCRUMB_LABEL } from "~/contract/widgets/breadcrumb-look";
import type { BreadcrumbData } from "~/contract/widgets/breadcrumb";
import { isSafeHref } from "~/contract/links";
import type { WidgetProps } from "~/widgets/types";

/**
 * A navigation landmark named "Breadcrumb" with an ordered list of links; the last item is the
 * current page (aria-current="page", not a link). A crumb without a safe address is plain text.
 */
export function Breadcrumb({ data }: WidgetProps<BreadcrumbData>) {
  const last = data.items.length - 1;
  return (
    <nav aria-label={BREADCRUMB_LABEL}>
      <ol className="breadcrumb__list">
        {data.items.map((item, i) => (
          <li key={i} className="breadcrumb__item">
            {i > 0 ? (
              <span className="breadcrumb__separator" aria-hidden="true">
                /
              </span>
            ) : null}
            {i === last ? (
              <span aria-current="page" className="breadcrumb__current">
                {item.text}
              </span>
            ) : item.uri && isSafeHref(item.uri) ? (
              <ActionLink
                action={{ type: "NAVIGATION", uri: item.uri }}
                className="breadcrumb__link"
              >
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
