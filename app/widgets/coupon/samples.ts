import type { WidgetSample } from "../types";
import type { CouponInput } from "~/contract/widgets/coupon";

/** A learner's coupons: one to apply, one expired; and no coupons yet. */
export const couponSamples: WidgetSample<CouponInput>[] = [
  {
    title: "A valid coupon and an expired one",
    data: {
      type: "COUPON",
      title: "Your coupons",
      coupons: [
        {
          code: "WELCOME10",
          discountText: "10 % off",
          description: "10 % off any fellowship or bootcamp",
          appliesTo: "Applies to fellowships and bootcamps",
          applyText: "Apply to the Product Manager Fellowship",
          applyAction: {
            type: "APPLY_COUPON",
            requestObject: { couponCode: "WELCOME10", itemId: "pm-fellowship", itemType: "COURSE" },
          },
        },
        {
          code: "EXPIRED5",
          discountText: "5 % off",
          description: "5 % off anything",
          appliesTo: "Applies to every programme",
          validUntil: "2024-12-31T18:29:59.999Z",
          expired: true,
        },
      ],
    },
  },
  {
    title: "No coupons yet",
    data: {
      type: "COUPON",
      coupons: [],
      emptyText: "Coupons you earn from referrals and contests appear here.",
    },
  },
];
