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
import styles from "./Coupon.module.css";

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
      className={styles.root}
      aria-labelledby={data.title ? `${id}-title` : undefined}
      aria-label={data.title ? undefined : "Coupons"}
    >
      {data.title ? (
        <h2 id={`${id}-title`} className={`heading-4 ${styles.title}`}>
          {data.title}
        </h2>
      ) : null}
      {data.coupons.length === 0 ? (
        <p className={styles.empty}>{data.emptyText?.trim() || COUPON_EMPTY_TEXT}</p>
      ) : (
        <ul className={styles.list}>
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
                className={styles.card}
                data-expired={expired ? "true" : undefined}
              >
                <h3 className={styles.discount}>{coupon.discountText}</h3>
                <p className={styles.codeLine}>
                  <span className={styles.label}>{`${COUPON_CODE_LABEL}: `}</span>
                  <code className={styles.code}>{coupon.code}</code>
                </p>
                {coupon.description ? (
                  <p className={styles.description}>{coupon.description}</p>
                ) : null}
                {coupon.appliesTo ? <p className={styles.applies}>{coupon.appliesTo}</p> : null}
                <p className={styles.validity}>
                  <span className={styles.status} data-status={expired ? "expired" : "active"}>
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
                <div className={styles.actions}>
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
