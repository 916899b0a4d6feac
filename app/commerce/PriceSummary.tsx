import type { CheckoutPrice } from "~/shared/checkout-view";
import { itemKindLabel } from "./item-kind";
import { formatMoney } from "./money";

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
    <section className="commerce__card" aria-labelledby="price-summary-title">
      <h2 id="price-summary-title" className="commerce__cardTitle">
        Order summary
      </h2>
      <p className="commerce__itemName">{price.itemName}</p>
      <p className="commerce__itemKind">
        {itemKindLabel(itemType)}
        {price.quantity > 1 ? ` × ${price.quantity}` : null}
      </p>
      <dl className="commerce__lines">
        <dt>Price</dt>
        <dd>{money(price.price)}</dd>
        {discount > 0 ? (
          <>
            <dt>Discount{couponCode ? ` (${couponCode})` : ""}</dt>
            <dd className="commerce__discount">−{money(discount)}</dd>
          </>
        ) : null}
      </dl>
      <p className="commerce__total" data-testid="checkout-total">
        <span>To pay</span>
        <span className="commerce__totalAmount">{money(amount)}</span>
      </p>
      {price.partPayment ? (
        <p className="commerce__note">
          Also available in {price.partPayment.instalments} instalments (first{" "}
          {money(price.partPayment.firstAmount)}) from the programme page.
        </p>
      ) : null}
    </section>
  );
}
