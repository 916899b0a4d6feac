import type { WidgetSample } from "~/widgets/types";
import type { CheckoutInput } from "~/contract/widgets/checkout";

/** Items and prices of the reference platform's catalogue (server/platform/seed/catalog.ts). */
export const checkoutSamples: WidgetSample<CheckoutInput>[] = [
  {
    title: "Fellowship with a coupon",
    data: {
      type: "CHECKOUT",
      itemName: "Product Manager Fellowship",
      itemType: "COURSE",
      subText: "March 2026 cohort, 16 weeks, live weekend classes",
      price: 4999900,
      discounts: [{ label: "Coupon WELCOME10", amount: 499990 }],
      total: 4499910,
      currency: "INR",
      includes: [
        "48 live classes with product leaders",
        "3 capstone projects reviewed by mentors",
        "Placement support for 12 months",
      ],
      note: "Prefer instalments? Choose “Pay in parts” on the next step.",
      checkoutButton: {
        buttonText: "Buy now",
        action: {
          type: "START_CHECKOUT",
          requestObject: { itemId: "pm-fellowship", itemType: "COURSE", quantity: 1 },
        },
      },
    },
  },
  {
    title: "Workshop, no discount",
    data: {
      type: "CHECKOUT",
      itemName: "SQL Basics Workshop",
      itemType: "WORKSHOP",
      subText: "Saturday 14 March, 10:00 to 13:00 IST, online",
      price: 49900,
      total: 49900,
      includes: ["Practice database and worksheet", "Certificate of participation"],
      checkoutButton: {
        buttonText: "Reserve my seat",
        bgColorData: { bgKey: "primary" },
        action: {
          type: "NAVIGATION",
          uri: "/checkout?itemId=sql-workshop&itemType=WORKSHOP&quantity=1",
        },
      },
    },
  },
];
