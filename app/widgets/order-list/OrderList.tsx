import { formatMoney } from "~/commerce/money";
import { ActionLink } from "~/actions/ActionLink";
import { knownOr } from "~/contract/known";
import {
  dateTimeAttr,
  formatDate,
  wordsOf,
  type StatusLook,
} from "~/contract/widgets/account-look";
import {
  ORDER_LIST_TEXTS as TEXTS,
  ORDER_STATUS_LOOKS,
  ORDER_STATUSES,
  orderPagePath,
} from "~/contract/widgets/order-list-look";
import type { OrderListData } from "~/contract/widgets/order-list";
import { ButtonView } from "~/widgets/shared/ButtonView";
import type { WidgetProps } from "~/widgets/types";
import { StatusBadge } from "../account-shared/StatusBadge";

function lookOf(status: string): StatusLook {
  const known = knownOr(ORDER_STATUSES, status, "CREATED");
  if (known === status) return ORDER_STATUS_LOOKS[known];
  return { label: wordsOf(status), icon: "info", bg: "blue-light" };
}

/**
 * ORDER_LIST: the learner's orders as a list; each shows its item (a link to the order), id,
 * date, amount and status (glyph and words). Links work without JavaScript.
 */
export function OrderList({ data }: WidgetProps<OrderListData>) {
  if (!data.orders.length) {
    return (
      <div className={`account-card__card account-card__wide`} data-orders-empty="">
        <p className="account-card__muted">{data.emptyText ?? TEXTS.empty}</p>
        {data.emptyButton ? (
          <div className="account-card__actions">
            <ButtonView button={data.emptyButton} />
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="order-list__list">
      {data.orders.map((order) => {
        const action = order.action ?? { type: "NAVIGATION", uri: orderPagePath(order.orderId) };
        return (
          <li key={order.orderId} className="order-list__order" data-order-id={order.orderId}>
            <h3 className="order-list__item">
              <ActionLink
                action={action}
                className="order-list__link"
                aria-label={`${TEXTS.view} ${order.orderId}, ${order.itemName}`}
              >
                {order.itemName}
              </ActionLink>
            </h3>
            <dl className="order-list__facts">
              <div>
                <dt>{TEXTS.order}</dt>
                <dd className="order-list__id">{order.orderId}</dd>
              </div>
              <div>
                <dt>{TEXTS.date}</dt>
                <dd>
                  <time dateTime={dateTimeAttr(order.date)}>{formatDate(order.date)}</time>
                </dd>
              </div>
              <div>
                <dt>{TEXTS.amount}</dt>
                <dd>{formatMoney(order.amount, order.currency ?? "INR")}</dd>
              </div>
              <div>
                <dt className="visually-hidden">{TEXTS.status}</dt>
                <dd>
                  <StatusBadge look={lookOf(order.status)} />
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
