import { knownOr } from "~/contract/known";
import { dateTimeAttr, formatDate, STATUS_GLYPHS } from "~/contract/widgets/account-look";
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LIST_TEXTS as TEXTS,
  NOTIFICATION_LOOKS,
} from "~/contract/widgets/notification-list-look";
import type { NotificationListData } from "~/contract/widgets/notification-list";
import { bgClasses } from "~/widgets/shared/bg";
import { ButtonView } from "~/widgets/shared/ButtonView";
import type { WidgetProps } from "~/widgets/types";

/**
 * NOTIFICATION_LIST: notifications as a list; each has its kind as a glyph and a word, its title,
 * text and date, "New" (a word, not a dot) when unread, and its button as a link or form.
 */
export function NotificationList({ data }: WidgetProps<NotificationListData>) {
  if (!data.notifications.length) {
    return (
      <div className={`account-card__card account-card__wide`} data-notifications-empty="">
        <p className="account-card__muted">{data.emptyText ?? TEXTS.empty}</p>
      </div>
    );
  }
  const unread = data.notifications.filter((n) => n.read === false).length;
  return (
    <ul className="notification-list__list" aria-label={TEXTS.listLabel(unread)}>
      {data.notifications.map((item, i) => {
        const look = NOTIFICATION_LOOKS[knownOr(NOTIFICATION_KINDS, item.kind, "INFO")];
        const isNew = item.read === false;
        return (
          <li
            key={i}
            className={`notification-list__item ${isNew ? "notification-list__unread" : ""}`}
          >
            <span
              className={`notification-list__icon ${bgClasses({ bgKey: look.bg })}`}
              aria-hidden="true"
              data-status-icon={look.icon}
            >
              {STATUS_GLYPHS[look.icon]}
            </span>
            <div className="notification-list__body">
              <p className="notification-list__meta">
                <span>{look.label}</span>
                <span aria-hidden="true"> · </span>
                <time dateTime={dateTimeAttr(item.date)}>{formatDate(item.date)}</time>
                {isNew ? <strong className="notification-list__new">{TEXTS.unread}</strong> : null}
              </p>
              <h3 className="notification-list__title">{item.title}</h3>
              {item.body ? <p className="notification-list__text">{item.body}</p> : null}
              {item.button ? (
                <div className="notification-list__action">
                  <ButtonView button={item.button} />
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
