/**
 * The browser half of the hosted-card provider (docs/decisions/006): the provider's checkout
 * script (Razorpay-style: a global constructor taking options, `open()`, and a
 * "payment.failed" event). Its success handler gives the confirmation, its failure event the
 * error report; the page posts either to /payment. Nothing here knows a secret.
 */

export interface HostedSuccess {
  razorpay_payment_id?: string;
  razorpay_order_id?: string;
  razorpay_signature?: string;
}

export interface HostedFailure {
  error?: {
    code?: string;
    description?: string;
    reason?: string;
    metadata?: { payment_id?: string; order_id?: string };
  };
}

export interface HostedCheckout {
  open(): void;
  on(event: "payment.failed", listener: (failure: HostedFailure) => void): void;
}

export type HostedCheckoutConstructor = new (options: Record<string, unknown>) => HostedCheckout;

/** The global the provider's script defines. */
export const HOSTED_CHECKOUT_GLOBAL = "Razorpay";

export interface HostedOrder {
  orderId: string;
  orderCreationId: string;
  amount: number;
  currency: string;
  itemName: string;
}

export interface HostedConfirmation {
  pgPaymentId: string;
  pgCreationId: string;
  pgSignature: string;
}

export interface HostedErrorReport {
  pgPaymentId?: string;
  pgCreationId: string;
  code: string;
  message: string;
}

export interface HostedCallbacks {
  onConfirm(confirmation: HostedConfirmation): void;
  onFailure(report: HostedErrorReport): void;
  /** The buyer closed the provider's window without paying. */
  onDismiss?(): void;
}

export interface HostedInput {
  keyId: string;
  order: HostedOrder;
  buyer: { name?: string; email?: string };
  merchantName: string;
}

/** The provider's options for one order: amounts and ids exactly as the platform gave them. */
export function hostedCheckoutOptions(
  input: HostedInput,
  callbacks: HostedCallbacks,
): Record<string, unknown> {
  const { order } = input;
  return {
    key: input.keyId,
    order_id: order.orderCreationId,
    amount: order.amount,
    currency: order.currency,
    name: input.merchantName,
    description: order.itemName,
    prefill: {
      ...(input.buyer.name ? { name: input.buyer.name } : {}),
      ...(input.buyer.email ? { email: input.buyer.email } : {}),
    },
    notes: { orderId: order.orderId },
    handler(response: HostedSuccess) {
      callbacks.onConfirm({
        pgPaymentId: response.razorpay_payment_id ?? "",
        pgCreationId: response.razorpay_order_id ?? order.orderCreationId,
        pgSignature: response.razorpay_signature ?? "",
      });
    },
    modal: { ondismiss: () => callbacks.onDismiss?.() },
  };
}

/** The failure event as the spec's payment error report. */
export function errorReportOf(failure: HostedFailure, order: HostedOrder): HostedErrorReport {
  const error = failure.error ?? {};
  return {
    pgPaymentId: error.metadata?.payment_id,
    pgCreationId: error.metadata?.order_id ?? order.orderCreationId,
    code: error.code ?? "PAYMENT_FAILED",
    message: error.description ?? error.reason ?? "Payment failed",
  };
}

type ScriptHost = { document: Document; window: Window };

function constructorOf(host: ScriptHost): HostedCheckoutConstructor | undefined {
  const value = (host.window as unknown as Record<string, unknown>)[HOSTED_CHECKOUT_GLOBAL];
  return typeof value === "function" ? (value as HostedCheckoutConstructor) : undefined;
}

/**
 * Loads the provider's script once (later calls share it), with the page's CSP nonce: the
 * script-src of the CSP allows the provider's origin only when this provider is configured.
 */
export function loadHostedScript(
  src: string,
  host: ScriptHost = { document, window },
): Promise<HostedCheckoutConstructor> {
  const ready = constructorOf(host);
  if (ready) return Promise.resolve(ready);
  const { document: doc } = host;
  let script = doc.querySelector<HTMLScriptElement>("script[data-payment-script]");
  if (!script) {
    script = doc.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.paymentScript = "hosted-card";
    // Browsers hide a nonce attribute's value once parsed; the property keeps it.
    const own = doc.querySelector<HTMLScriptElement>("script[nonce]");
    const nonce = own?.nonce || own?.getAttribute("nonce");
    if (nonce) script.setAttribute("nonce", nonce);
    doc.head.appendChild(script);
  }
  const element = script;
  return new Promise((resolve, reject) => {
    element.addEventListener(
      "load",
      () => {
        const loaded = constructorOf(host);
        if (loaded) resolve(loaded);
        else reject(new Error("the payment script did not define its checkout"));
      },
      { once: true },
    );
    element.addEventListener(
      "error",
      () => {
        // Gone, so that "try again" loads it afresh instead of waiting on a dead element.
        element.remove();
        reject(new Error("the payment script did not load"));
      },
      { once: true },
    );
  });
}

/** Opens the provider's checkout for the order; the callbacks post what it answers. */
export async function openHostedCheckout(
  scriptUrl: string,
  input: HostedInput,
  callbacks: HostedCallbacks,
  host: ScriptHost = { document, window },
): Promise<void> {
  const Checkout = await loadHostedScript(scriptUrl, host);
  const checkout = new Checkout(hostedCheckoutOptions(input, callbacks));
  let reported = false;
  checkout.on("payment.failed", (failure) => {
    // The provider may fire once per failed attempt inside its window; one report is enough.
    if (reported) return;
    reported = true;
    callbacks.onFailure(errorReportOf(failure, input.order));
  });
  checkout.open();
}
