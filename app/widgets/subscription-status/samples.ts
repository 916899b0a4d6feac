import type { WidgetSample } from "~/widgets/types";
import type { SubscriptionStatusInput } from "~/contract/widgets/subscription-status";

/** Plans of the reference platform's catalogue (server/platform/seed/catalog.ts). */
export const subscriptionStatusSamples: WidgetSample<SubscriptionStatusInput>[] = [
  {
    title: "Scale Member, approved",
    data: {
      type: "SUBSCRIPTION_STATUS",
      tier: "SCALE",
      status: "APPROVED",
      planName: "Scale membership, monthly",
      price: 99900,
      billingPeriod: "month",
      renewsOn: "2026-04-01",
      benefits: [
        "Two 1:1 mentor sessions a month",
        "Unlimited mock interviews",
        "Referrals to 300+ hiring partners",
      ],
      button: {
        buttonText: "Manage membership",
        bgColorData: { bgKey: "secondary" },
        action: { type: "NAVIGATION", uri: "/scale/onboarding" },
      },
    },
  },
  {
    title: "Rise Member on the waitlist",
    data: {
      type: "SUBSCRIPTION_STATUS",
      tier: "RISE",
      status: "WAITLISTED",
      planName: "Rise membership",
    },
  },
  {
    title: "Not a member yet (trial)",
    data: {
      type: "SUBSCRIPTION_STATUS",
      status: "REGISTERED",
      planName: "Scale membership, 14-day free trial",
      price: 0,
      benefits: ["Mentor session in your first week", "Cancel any time during the trial"],
      button: {
        buttonText: "Start free trial",
        action: {
          type: "SUBSCRIPTION_ENROL",
          requestObject: { subscriptionId: "scale-monthly-trial" },
        },
      },
    },
  },
];
