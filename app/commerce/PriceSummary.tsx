import type { CheckoutPrice } from "~/shared/checkout-view";
import { itemKindLabel } from "./item-kind";
import { formatMoney } from "./money";
import styles from "./Commerce.module.css";

interface PriceSummaryProps {
  itemType: string;
  price: CheckoutPrice;
  /** The amounts in force: the platform's answer to the last applied coupon, else the summary's. */
  discount: number;
  amount: number;
  couponCode?: string;
}

/** What is being bought and what it costs, as the platform priced it. */
export function PriceSummary({ itemType, price, discount, amount, couponCode }: PriceSummaryProps) {
  const money = (value: number) => formatMoney(value, price.currency);
  return (
    <section className={styles.card} aria-labelledby="price-summary-title">
      <h2 id="price-summary-title" className={styles.cardTitle}>
        Order summary
      </h2>
      <p className={styles.itemName}>{price.itemName}</p>
      <p className={styles.itemKind}>
        {itemKindLabel(itemType)}
        {price.quantity > 1 ? ` × ${price.quantity}` : null}
      </p>
      <dl className={styles.lines}>
        <dt>Price</dt>
        <dd>{money(price.price)}</dd>
        {discount > 0 ? (
          <>
            <dt>Discount{couponCode ? ` (${couponCode})` : ""}</dt>
            <dd className={styles.discount}>−{money(discount)}</dd>
          </>
        ) : null}
      </dl>
      <p className={styles.total} data-testid="checkout-total">
        <span>To pay</span>
        <span className={styles.totalAmount}>{money(amount)}</span>
      </p>
      {price.partPayment ? (
        <p className={styles.note}>
          Also available in {price.partPayment.instalments} instalments (first{" "}
          {money(price.partPayment.firstAmount)}) from the programme page.
        </p>
      ) : null}
    </section>
  );
}
