import { useSubmit } from "@remix-run/react";
import { useState } from "react";
import { useRootAuth } from "~/auth/root-auth";
import { openHostedCheckout, type HostedErrorReport, type HostedConfirmation } from "./hosted-card";
import { formatMoney } from "./money";
import { paymentPath } from "~/shared/paths";
import { PAYMENT_INTENTS, PAYMENT_TEXT, type PayableOrder } from "~/shared/payment-view";

interface HostedCardPayProps {
  order: PayableOrder;
  scriptUrl: string;
  keyId: string;
  buyer: { name?: string; email?: string };
}

/**
 * "Pay" with the hosted card checkout: opens the provider's window; its success posts the
 * confirmation form and its failure the error form to /payment (plain form posts, CSRF included).
 * A card checkout needs JavaScript, as the provider's script does.
 */
export function HostedCardPay({ order, scriptUrl, keyId, buyer }: HostedCardPayProps) {
  const submit = useSubmit();
  const { csrfToken } = useRootAuth();
  const [state, setState] = useState<"idle" | "opening" | "posting" | "failed">("idle");
  const post = (intent: string, fields: Record<string, string | undefined>) => {
    setState("posting");
    const body: Record<string, string> = { csrf: csrfToken, intent, orderId: order.orderId };
    for (const [name, value] of Object.entries(fields)) if (value) body[name] = value;
    submit(body, { method: "post", action: paymentPath(order.orderId), replace: true });
  };
  const pay = async () => {
    setState("opening");
    try {
      await openHostedCheckout(
        scriptUrl,
        { keyId, order, buyer, merchantName: "Career Learning" },
        {
          onConfirm: (c: HostedConfirmation) => post(PAYMENT_INTENTS.confirm, { ...c }),
          onFailure: (r: HostedErrorReport) => post(PAYMENT_INTENTS.error, { ...r }),
          onDismiss: () => setState((s) => (s === "posting" ? s : "idle")),
        },
      );
    } catch {
      setState("failed");
    }
  };
  const busy = state === "opening" || state === "posting";
  return (
    <>
      {state === "failed" ? (
        <p className="commerce__alert" role="alert">
          {PAYMENT_TEXT.scriptFailed}
        </p>
      ) : null}
      <button
        type="button"
        className={`btn btn-primary commerce__primary`}
        onClick={pay}
        disabled={busy}
      >
        {state === "posting"
          ? "Confirming your payment…"
          : `Pay ${formatMoney(order.amount, order.currency)}`}
      </button>
      <noscript>
        <p className="commerce__note">
          Paying by card needs JavaScript. Turn it on and reload this page.
        </p>
      </noscript>
    </>
  );
}
