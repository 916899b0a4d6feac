import type { FabData, FabItem } from "~/contract/frame";
import { ActionLink } from "~/actions/ActionLink";
import { ResponsiveImage } from "~/widgets/shared/ResponsiveImage";
import { bgClasses } from "~/widgets/shared/bg";
import { cx, textColorProps } from "./button-look";
import { groupFabItems } from "./fab-items";

export interface FabListProps {
  /** pageData.fabData: {items: [PAGE_FAB | FRESHDESK items]} (a bare list is accepted too). */
  fabData: FabData | undefined;
  className?: string;
}

/** One floating action button; textAfterIcon puts the icon first, as ButtonView does. */
function FabButton({ item, className }: { item: FabItem; className?: string }) {
  const text = item.buttonText?.trim();
  const color = textColorProps(item.textColor);
  const icon = item.icon ? (
    <ResponsiveImage image={item.icon} width={22} height={22} className="fab-list__icon" />
  ) : null;
  return (
    <ActionLink
      action={item.action}
      disabled={item.disabled}
      className={cx(
        "fab-list__fab",
        bgClasses(item.bgColorData) || "bg-primary",
        color.className,
        !text && "fab-list__round",
        className,
      )}
    >
      {item.textAfterIcon ? icon : null}
      {text ? (
        <span className="fab-list__label" style={color.style}>
          {text}
        </span>
      ) : null}
      {item.textAfterIcon ? null : icon}
    </ActionLink>
  );
}

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M4 5h16v11H9l-5 4V5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="fab-list__plus">
      <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.4" />
    </svg>
  );
}

/**
 * Spec 01 section 2.3 floating action buttons. One PAGE_FAB shows as a button; several form a
 * FAB menu (<details>, works without JavaScript) of at most 6 actions, further ones dropped.
 * The FRESHDESK item is the support widget launcher, shown above 1024 px only; it links to the
 * widget's url (the vendor script is not loaded) and carries its widgetId.
 */
export function FabList({ fabData, className }: FabListProps) {
  const { actions, support } = groupFabItems(fabData);
  if (!actions.length && !support) return null;
  return (
    <div className={cx("fab-list__list", className)} data-frame="fab-list">
      {actions.length === 1 ? <FabButton item={actions[0]} /> : null}
      {actions.length > 1 ? (
        <details className="fab-list__menu">
          <summary
            className={cx("fab-list__fab", "fab-list__round", "bg-primary")}
            aria-label="Quick actions"
          >
            <PlusIcon />
          </summary>
          <ul className="fab-list__menuItems">
            {actions.map((item, index) => (
              <li key={index}>
                <FabButton item={item} className="fab-list__menuItem" />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {support ? (
        <a
          href={support.url}
          className={cx("fab-list__fab", "fab-list__support")}
          target="_blank"
          rel="noopener noreferrer"
          data-widget-id={support.widgetId}
          aria-label="Help and support (opens in a new tab)"
        >
          <ChatIcon />
          <span className="fab-list__label">Help</span>
        </a>
      ) : null}
    </div>
  );
}
