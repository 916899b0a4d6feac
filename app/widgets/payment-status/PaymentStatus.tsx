import { useId, type ReactNode } from "react";
import { formatMoney } from "~/commerce/money";
import type { ButtonData } from "~/contract";
import { knownOr } from "~/contract/known";
import { dateTimeAttr, formatDate, wordsOf } from "~/contract/widgets/account-look";
import {
  PAYMENT_STATE_LOOKS,
  PAYMENT_STATES,
  PAYMENT_STATUS_LABELS as LABELS,
  type PaymentStateLook,
} from "~/contract/widgets/payment-status-look";
import type { PaymentStatusData } from "~/contract/widgets/payment-status";
import { paymentPath } from "~/shared/paths";
import { ButtonView } from "~/widgets/shared/ButtonView";
import type { WidgetProps } from "~/widgets/types";
import { StatusBadge } from "../account-shared/StatusBadge";

/** A status we do not know: its own words, an information glyph, the pending step's detail. */
function lookOf(status: string): PaymentStateLook {
  const known = knownOr(PAYMENT_STATES, status, "PENDING");
  if (known === status) return PAYMENT_STATE_LOOKS[known];
  return { ...PAYMENT_STATE_LOOKS.PENDING, label: wordsOf(status), icon: "info", bg: "blue-light" };
}

/** The next step into the existing flow: retry on /payment after a failure, else the order. */
function defaultNext(data: PaymentStatusData, look: PaymentStateLook): ButtonData | undefined {
  if (!data.orderId) return undefined;
  const uri = data.status === "FAILED" ? paymentPath(data.orderId) : `/order/${data.orderId}`;
  return { buttonText: look.next, action: { type: "NAVIGATION", uri } };
}

/**
 * PAYMENT_STATUS: the state of a payment (success, pending, failed) as a glyph and its words,
 * what it means, the order's facts, and the next step as a link or the page's own button.
 */
export function PaymentStatus({ data }: WidgetProps<PaymentStatusData>) {
  const look = lookOf(data.status);
  const titleId = `payment-status-${useId().replace(/:/g, "")}`;
  const next = data.nextButton ?? defaultNext(data, look);
  const facts: [string, ReactNode][] = [];
  if (data.orderId) facts.push([LABELS.order, data.orderId]);
  if (data.itemName) facts.push([LABELS.item, data.itemName]);
  if (data.amount !== undefined) {
    facts.push([LABELS.amount, formatMoney(data.amount, data.currency ?? "INR")]);
  }
  if (data.date) {
    facts.push([
      LABELS.date,
      <time key="date" dateTime={dateTimeAttr(data.date)}>
        {formatDate(data.date)}
      </time>,
    ]);
  }
  return (
    <section
      className="account-card__card"
      aria-labelledby={titleId}
      data-payment-status={data.status}
    >
      <StatusBadge look={look} />
      <div>
        <h3 id={titleId} className="account-card__title">
          {look.label}
        </h3>
        <p className="account-card__muted">{data.message ?? look.detail}</p>
      </div>
      {facts.length ? (
        <dl className="account-card__lines">
          {facts.map(([label, value]) => (
            <div key={label} className="account-card__group">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {next ? (
        <div className="account-card__actions">
          <ButtonView button={{ ...next, buttonText: next.buttonText ?? look.next }} />
        </div>
      ) : null}
    </section>
  );
}
