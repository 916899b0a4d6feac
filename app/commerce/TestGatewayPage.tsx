import { Form, Link, useLocation } from "@remix-run/react";
import type { PurchaseActionData } from "~/shared/checkout-view";
import { CsrfField } from "~/auth/CsrfField";
import { LoginStep } from "./LoginStep";
import { OwnedNotice } from "./OwnedNotice";
import { formatMoney } from "./money";
import { GATEWAY_INTENTS, PAYMENT_TEXT, type TestGatewayView } from "~/shared/payment-view";
import { StepNotice } from "./StepNotice";
import { useSubmittingIntent } from "./useSubmittingIntent";

/**
 * The local test gateway (PAYMENT_PROVIDER=test-gateway): a provider-like page with "Pay" and
 * "Fail payment". Plain forms, no network beyond this site, no JavaScript needed; both buttons
 * are disabled while either submission runs.
 */
export function TestGatewayPage({
  view,
  result,
}: {
  view: TestGatewayView;
  result?: PurchaseActionData;
}) {
  const location = useLocation();
  const submitting = useSubmittingIntent(location.pathname);
  if (result?.owned) {
    return (
      <OwnedNotice
        title={PAYMENT_TEXT.gatewayTitle}
        message={result.message ?? ""}
        pageUri={result.owned.pageUri}
      />
    );
  }
  switch (view.state) {
    case "owned":
      return <OwnedNotice title={PAYMENT_TEXT.gatewayTitle} {...view} />;
    case "login":
      return <LoginStep />;
    case "unavailable":
      return <StepNotice title={PAYMENT_TEXT.gatewayTitle} message={view.message} />;
    case "errored":
      return <StepNotice title={PAYMENT_TEXT.gatewayTitle} message={view.message} retry />;
    case "ready": {
      const { order } = view;
      const amount = formatMoney(order.amount, order.currency);
      const busy = submitting !== null;
      return (
        <div className="commerce__page">
          <section
            className="commerce__gateway"
            aria-labelledby="gateway-title"
            data-order-id={order.orderId}
          >
            <div className="commerce__gatewayHead">
              <h1 id="gateway-title" className="commerce__gatewayTitle">
                {PAYMENT_TEXT.gatewayTitle}
              </h1>
              <span className="commerce__badge">TEST MODE</span>
            </div>
            <div className="commerce__gatewayBody">
              <p className="commerce__note">
                Career Learning · {order.itemName}
                {order.paymentPlan?.description ? ` · ${order.paymentPlan.description}` : ""}
              </p>
              <p className="commerce__gatewayAmount">{amount}</p>
              {result && !result.ok && result.message ? (
                <p className="commerce__alert" role="alert">
                  {result.message}
                </p>
              ) : null}
              <Form method="post" replace className="commerce__gatewayButtons">
                <CsrfField />
                <button
                  type="submit"
                  name="intent"
                  value={GATEWAY_INTENTS.pay}
                  className={`btn btn-primary commerce__primary`}
                  disabled={busy}
                >
                  {submitting === GATEWAY_INTENTS.pay ? "Processing payment…" : `Pay ${amount}`}
                </button>
                <button
                  type="submit"
                  name="intent"
                  value={GATEWAY_INTENTS.fail}
                  className={`btn commerce__danger`}
                  disabled={busy}
                >
                  {PAYMENT_TEXT.failPayment}
                </button>
              </Form>
              <p className="commerce__note">
                A test gateway: no card is charged. It signs the payment the way a card provider
                does, and the platform checks that signature.
              </p>
              <Link to={view.paymentPath}>Cancel and go back</Link>
            </div>
          </section>
        </div>
      );
    }
  }
}
