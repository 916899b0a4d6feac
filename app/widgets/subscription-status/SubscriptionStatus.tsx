import { useId, type ReactNode } from "react";
import { formatMoney } from "~/commerce/money";
import { useRootAuth } from "~/auth/root-auth";
import { knownOr } from "~/contract/known";
import { dateTimeAttr, formatDate, wordsOf } from "~/contract/widgets/account-look";
import {
  MEMBERSHIP_TIER_LABELS,
  MEMBERSHIP_TIERS,
  REGISTRATION_STATUSES,
  registrationLook,
  SUBSCRIPTION_STATUS_TEXTS as TEXTS,
  tierOfUser,
} from "~/contract/widgets/subscription-status-look";
import type { SubscriptionStatusData } from "~/contract/widgets/subscription-status";
import { ButtonView } from "~/widgets/shared/ButtonView";
import type { WidgetProps } from "~/widgets/types";
import { StatusBadge } from "../account-shared/StatusBadge";

function tierLabel(tier: string): string {
  const known = knownOr(MEMBERSHIP_TIERS, tier, "RISE");
  return known === tier ? MEMBERSHIP_TIER_LABELS[known] : wordsOf(tier);
}

function statusLook(status: string) {
  const known = knownOr(REGISTRATION_STATUSES, status, "REGISTERED");
  if (known === status) return registrationLook(known);
  return { ...registrationLook("REGISTERED"), label: wordsOf(status), detail: "" };
}

function DateText({ iso }: { iso: string }) {
  return <time dateTime={dateTimeAttr(iso)}>{formatDate(iso)}</time>;
}

/**
 * SUBSCRIPTION_STATUS: the membership tier in words (Scale Member, Rise Member), the membership
 * label with its glyph (Approved, Skipped, Registered, On the waitlist), the plan's facts and the
 * page's button (SUBSCRIPTION_ENROL posts to the page route; a link manages the plan).
 */
export function SubscriptionStatus({ data }: WidgetProps<SubscriptionStatusData>) {
  const { user } = useRootAuth();
  const titleId = `subscription-${useId().replace(/:/g, "")}`;
  const tier = data.tier ?? tierOfUser(user);
  const status = data.status ? statusLook(data.status) : undefined;
  const facts: [string, ReactNode][] = [];
  if (data.planName) facts.push([TEXTS.plan, data.planName]);
  if (data.price !== undefined) {
    const fee = data.price ? formatMoney(data.price, data.currency ?? "INR") : TEXTS.free;
    const perPeriod = data.price && data.billingPeriod;
    facts.push([TEXTS.fee, perPeriod ? `${fee} / ${data.billingPeriod}` : fee]);
  }
  if (data.renewsOn) facts.push([TEXTS.renewsOn, <DateText key="renews" iso={data.renewsOn} />]);
  if (data.endsOn) facts.push([TEXTS.endsOn, <DateText key="ends" iso={data.endsOn} />]);
  return (
    <section className="account-card__card" aria-labelledby={titleId} data-tier={tier ?? "NONE"}>
      <div>
        <p className="account-card__kicker">{TEXTS.membership}</p>
        <h3 id={titleId} className="account-card__title">
          {tier ? tierLabel(tier) : TEXTS.noMembership}
        </h3>
        {!tier ? <p className="account-card__muted">{TEXTS.noMembershipDetail}</p> : null}
      </div>
      {status ? (
        <div>
          <StatusBadge look={status} />
          {status.detail ? (
            <p className={`account-card__note account-card__spaced`}>{status.detail}</p>
          ) : null}
        </div>
      ) : null}
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
      {data.benefits?.length ? (
        <ul className="account-card__checks">
          {data.benefits.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
      {data.button ? (
        <div className="account-card__actions">
          <ButtonView button={data.button} />
        </div>
      ) : null}
    </section>
  );
}
