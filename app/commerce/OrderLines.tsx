import { formatMoney } from "./money";
import type { PayableOrder } from "~/shared/payment-view";

/** The order being paid: what, which plan, the order number and the amount due. */
export function OrderLines({
  order,
  title = "Your order",
}: {
  order: PayableOrder;
  title?: string;
}) {
  return (
    <section className="commerce__card" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className="commerce__cardTitle">
        {title}
      </h2>
      <p className="commerce__itemName">{order.itemName}</p>
      <dl className="commerce__lines">
        <dt>Order</dt>
        <dd>{order.orderId}</dd>
        {order.paymentPlan?.name ? (
          <>
            <dt>Plan</dt>
            <dd>
              {order.paymentPlan.name}
              {order.paymentPlan.description ? ` · ${order.paymentPlan.description}` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="commerce__total" data-testid="payment-total">
        <span>To pay</span>
        <span className="commerce__totalAmount">{formatMoney(order.amount, order.currency)}</span>
      </p>
    </section>
  );
}
