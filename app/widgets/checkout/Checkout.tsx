import { formatMoney } from "~/commerce/money";
import { itemKindLabel } from "~/commerce/item-kind";
import type { WidgetProps } from "~/widgets/types";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { useId } from "react";
import { CHECKOUT_TEXTS } from "~/contract/widgets/checkout-look";
import type { CheckoutData } from "~/contract/widgets/checkout";

/**
 * CHECKOUT: what is being bought and what it costs, as the platform priced it, and the button
 * into the existing checkout flow (START_CHECKOUT posts to the page route, which sends the buyer
 * to /checkout; a NAVIGATION goes there directly). Both work without JavaScript.
 */
export function Checkout({ data }: WidgetProps<CheckoutData>) {
  const money = (value: number) => formatMoney(value, data.currency ?? "INR");
  const discounts = (data.discounts ?? []).filter((d) => d.amount > 0);
  const titleId = `checkout-${useId().replace(/:/g, "")}`;
  return (
    <section
      className="account-card__card"
      aria-labelledby={titleId}
      data-checkout-total={data.total}
    >
      <div>
        {data.itemType ? (
          <p className="account-card__kicker">{itemKindLabel(data.itemType)}</p>
        ) : null}
        <h3 id={titleId} className="account-card__title">
          {data.itemName}
        </h3>
        {data.subText ? <p className="account-card__muted">{data.subText}</p> : null}
      </div>
      {data.includes?.length ? (
        <ul className="account-card__checks" aria-label={CHECKOUT_TEXTS.included}>
          {data.includes.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
      <dl className="account-card__lines">
        <dt>{CHECKOUT_TEXTS.price}</dt>
        <dd>{money(data.price)}</dd>
        {discounts.map((discount, i) => (
          <div key={i} className="account-card__group">
            <dt>{discount.label}</dt>
            <dd>
              <span aria-hidden="true">−</span>
              <span className="visually-hidden">minus </span>
              {money(discount.amount)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="account-card__total">
        <span>{CHECKOUT_TEXTS.total}</span>
        <span className="account-card__totalAmount" data-testid="checkout-widget-total">
          {money(data.total)}
        </span>
      </p>
      {data.note ? <p className="account-card__note">{data.note}</p> : null}
      <div className="account-card__actions">
        <ButtonView
          button={{
            ...data.checkoutButton,
            buttonText: data.checkoutButton.buttonText ?? CHECKOUT_TEXTS.proceed,
          }}
        />
      </div>
    </section>
  );
}
