import type { CheckoutActionData, CheckoutView } from "~/shared/checkout-view";
import { CheckoutForm } from "./CheckoutForm";
import { LoginStep } from "./LoginStep";
import { OwnedNotice } from "./OwnedNotice";
import { PurchaseSteps } from "./PurchaseSteps";
import { StepNotice } from "./StepNotice";

/** /checkout: login, then the item, its price and the buyer's details. */
export function CheckoutPage({
  view,
  result,
}: {
  view: CheckoutView;
  result?: CheckoutActionData;
}) {
  if (result?.owned) {
    return (
      <OwnedNotice title="Checkout" message={result.message ?? ""} pageUri={result.owned.pageUri} />
    );
  }
  switch (view.state) {
    case "owned":
      return <OwnedNotice title="Checkout" {...view} />;
    case "login":
      return <LoginStep />;
    case "unavailable":
      return <StepNotice title="Checkout" message={view.message} />;
    case "errored":
      return <StepNotice title="Checkout" message={view.message} retry />;
    case "ready":
      return (
        <div className="commerce__page" data-checkout-item={view.item.itemId}>
          <PurchaseSteps current="Details" />
          <h1 className="commerce__title">Checkout</h1>
          <p className="commerce__lead">Confirm your details; you pay on the next step.</p>
          <CheckoutForm
            item={view.item}
            price={view.price}
            prefill={view.prefill}
            result={result}
          />
        </div>
      );
  }
}
