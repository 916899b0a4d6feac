import { formatMoney } from "./money";
import type { PayableOrder } from "~/shared/payment-view";
import styles from "./Commerce.module.css";

/** The order being paid: what, which plan, the order number and the amount due. */
export function OrderLines({
  order,
  title = "Your order",
}: {
  order: PayableOrder;
  title?: string;
}) {
  return (
    <section className={styles.card} aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className={styles.cardTitle}>
        {title}
      </h2>
      <p className={styles.itemName}>{order.itemName}</p>
      <dl className={styles.lines}>
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
      <p className={styles.total} data-testid="payment-total">
        <span>To pay</span>
        <span className={styles.totalAmount}>{formatMoney(order.amount, order.currency)}</span>
      </p>
    </section>
  );
}
