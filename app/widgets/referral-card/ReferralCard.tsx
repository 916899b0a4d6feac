import { useId } from "react";
import type { ButtonData } from "~/contract";
import { REFERRAL_CARD_TEXTS as TEXTS } from "~/contract/widgets/referral-card-look";
import type { ReferralCardData } from "~/contract/widgets/referral-card";
import { ButtonView } from "~/widgets/shared/ButtonView";
import type { WidgetProps } from "~/widgets/types";

function shareButtonOf(data: ReferralCardData): ButtonData {
  return {
    buttonText: TEXTS.share,
    action: {
      type: "SHARE",
      shareTitle: TEXTS.shareTitle,
      shareMessage: data.shareMessage ?? `Use my referral code ${data.referralCode}`,
      shareLink: data.referralLink,
    },
  };
}

function copyButtonOf(data: ReferralCardData): ButtonData {
  return {
    buttonText: TEXTS.copy,
    bgColorData: { bgKey: "secondary" },
    action: { type: "CLIPBOARD_COPY", copyText: data.referralCode, toastText: TEXTS.copied },
  };
}

/**
 * REFERRAL_CARD: the learner's referral code (and link) as text anyone can select, with SHARE
 * (a link to the shared page without JavaScript, the share sheet with it) and CLIPBOARD_COPY
 * ("Copied to Clipboard!"), and how many friends were invited and joined.
 */
export function ReferralCard({ data }: WidgetProps<ReferralCardData>) {
  const id = `referral-${useId().replace(/:/g, "")}`;
  const share = data.shareButton ?? shareButtonOf(data);
  const copy = data.copyButton ?? copyButtonOf(data);
  const counts: [string, number][] = [];
  if (data.invitedCount !== undefined) counts.push([TEXTS.invited, data.invitedCount]);
  if (data.joinedCount !== undefined) counts.push([TEXTS.joined, data.joinedCount]);
  return (
    <section className="account-card__card" aria-labelledby={`${id}-title`}>
      <div>
        <h3 id={`${id}-title`} className="account-card__title">
          {data.title ?? TEXTS.title}
        </h3>
        {data.reward ? <p className="account-card__muted">{data.reward}</p> : null}
      </div>
      <div className="account-card__field">
        <label htmlFor={`${id}-code`}>{TEXTS.code}</label>
        <input
          id={`${id}-code`}
          className={`account-card__input referral-card__code`}
          readOnly
          value={data.referralCode}
          data-referral-code={data.referralCode}
        />
      </div>
      {data.referralLink ? (
        <p className="account-card__note">
          {TEXTS.link}: <span className="referral-card__link">{data.referralLink}</span>
        </p>
      ) : null}
      <div className="account-card__actions">
        <ButtonView button={share} />
        <ButtonView button={copy} />
      </div>
      {counts.length ? (
        <dl className="referral-card__counts">
          {counts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
