import { useId } from "react";
import type { ButtonData } from "~/contract";
import {
  COUPON_ACTIVE_TEXT,
  COUPON_APPLY_TEXT,
  COUPON_CODE_LABEL,
  COUPON_COPIED_TEXT,
  COUPON_COPY_TEXT,
  COUPON_EMPTY_TEXT,
  COUPON_EXPIRED_TEXT,
  validityText,
} from "~/contract/widgets/coupon-look";
import type { CouponData } from "~/contract/widgets/coupon";
import { ButtonView } from "~/widgets/shared/ButtonView";
import type { WidgetProps } from "../types";

/**
 * COUPON: the signed-in user's coupons as a list of cards: the code, the discount, what it
 * applies to and until when. Each has "Copy code" (CLIPBOARD_COPY) and, while valid, "Apply"
 * (the platform's APPLY_COUPON action, which starts the checkout with the code). An expired
 * coupon says so in words and offers no Apply.
 */
export function Coupon({ data }: WidgetProps<CouponData>) {
  const id = `coupon-${useId().replace(/:/g, "")}`;
  return (
    <section
      className="coupon__root"
      aria-labelledby={data.title ? `${id}-title` : undefined}
      aria-label={data.title ? undefined : "Coupons"}
    >
      {data.title ? (
        <h2 id={`${id}-title`} className={`heading-4 coupon__title`}>
          {data.title}
        </h2>
      ) : null}
      {data.coupons.length === 0 ? (
        <p className="coupon__empty">{data.emptyText?.trim() || COUPON_EMPTY_TEXT}</p>
      ) : (
        <ul className="coupon__list">
          {data.coupons.map((coupon, index) => {
            const expired = coupon.expired === true;
            const copy: ButtonData = {
              buttonText: COUPON_COPY_TEXT,
              bgColorData: { bgKey: "secondary" },
              action: {
                type: "CLIPBOARD_COPY",
                copyText: coupon.code,
                toastText: COUPON_COPIED_TEXT,
              },
            };
            const apply: ButtonData | undefined =
              !expired && coupon.applyAction
                ? {
                    buttonText: coupon.applyText?.trim() || COUPON_APPLY_TEXT,
                    action: coupon.applyAction,
                  }
                : undefined;
            return (
              <li
                key={`${coupon.code}-${index}`}
                className="coupon__card"
                data-expired={expired ? "true" : undefined}
              >
                <h3 className="coupon__discount">{coupon.discountText}</h3>
                <p className="coupon__codeLine">
                  <span className="coupon__label">{`${COUPON_CODE_LABEL}: `}</span>
                  <code className="coupon__code">{coupon.code}</code>
                </p>
                {coupon.description ? (
                  <p className="coupon__description">{coupon.description}</p>
                ) : null}
                {coupon.appliesTo ? <p className="coupon__applies">{coupon.appliesTo}</p> : null}
                <p className="coupon__validity">
                  <span className="coupon__status" data-status={expired ? "expired" : "active"}>
                    {expired ? COUPON_EXPIRED_TEXT : COUPON_ACTIVE_TEXT}
                  </span>{" "}
                  {coupon.validUntil ? (
                    <time dateTime={coupon.validUntil}>
                      {validityText(coupon.validUntil, expired)}
                    </time>
                  ) : (
                    <span>{validityText(undefined, expired)}</span>
                  )}
                </p>
                <div className="coupon__actions">
                  {apply ? <ButtonView button={apply} /> : null}
                  <ButtonView button={copy} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
