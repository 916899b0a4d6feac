import { Link } from "@remix-run/react";
import type { PurchaseActionData } from "~/shared/checkout-view";
import { HostedCardPay } from "./HostedCardPay";
import { LoginStep } from "./LoginStep";
import { OwnedNotice } from "./OwnedNotice";
import { formatMoney } from "./money";
import { OrderLines } from "./OrderLines";
import { PAYMENT_TEXT, type PaymentView } from "~/shared/payment-view";
import { PurchaseSteps } from "./PurchaseSteps";
import { StepNotice } from "./StepNotice";

type ReadyView = Extract<PaymentView, { state: "ready" }>;

/** The configured provider's way to pay (docs/decisions/006). */
function ProviderStep({ view }: { view: ReadyView }) {
  const { order, step } = view;
  if (step.provider === "hosted-card") {
    return (
      <HostedCardPay
        order={order}
        scriptUrl={step.scriptUrl}
        keyId={step.keyId}
        buyer={view.buyer}
      />
    );
  }
  // The test gateway is a page of its own, like a provider's hosted page: a link, no JavaScript.
  return (
    <Link to={step.gatewayPath} className={`btn btn-primary commerce__primary`}>
      {view.failed ? PAYMENT_TEXT.retry : `Pay ${formatMoney(order.amount, order.currency)}`}
    </Link>
  );
}

/** /payment: the order from the platform and the payment provider's step. */
export function PaymentPage({ view, result }: { view: PaymentView; result?: PurchaseActionData }) {
  if (result?.owned) {
    return (
      <OwnedNotice title="Payment" message={result.message ?? ""} pageUri={result.owned.pageUri} />
    );
  }
  switch (view.state) {
    case "owned":
      return <OwnedNotice title="Payment" {...view} />;
    case "login":
      return <LoginStep />;
    case "unavailable":
      return <StepNotice title="Payment" message={view.message} />;
    case "errored":
      return <StepNotice title="Payment" message={view.message} retry />;
    case "ready":
      return (
        <div className="commerce__page" data-order-id={view.order.orderId}>
          <PurchaseSteps current="Payment" />
          <h1 className="commerce__title">Payment</h1>
          <p className="commerce__lead">Your order is ready. Pay to confirm your seat.</p>
          <div className="commerce__layout">
            <section className={`commerce__card commerce__form`} aria-labelledby="pay-title">
              <h2 id="pay-title" className="commerce__cardTitle">
                Complete your payment
              </h2>
              {view.failed ? (
                <div className="commerce__alert" role="alert">
                  <strong className="commerce__alertTitle">{PAYMENT_TEXT.failed}</strong>
                  {PAYMENT_TEXT.failedHelp}
                </div>
              ) : null}
              {result && !result.ok && result.message ? (
                <p className="commerce__alert" role="alert">
                  {result.message}
                </p>
              ) : null}
              <ProviderStep view={view} />
              <p className="commerce__note">
                Payments are confirmed with the payment provider&apos;s signature; your order page
                opens once it is confirmed.
              </p>
            </section>
            <div className="commerce__summaryColumn">
              <OrderLines order={view.order} />
            </div>
          </div>
        </div>
      );
  }
}
