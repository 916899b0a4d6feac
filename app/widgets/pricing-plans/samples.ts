import { UPSTREAM_CALLS } from "~/contract/calls";
import type { WidgetSample } from "../types";
import type { PricingPlansInput } from "~/contract/widgets/pricing-plans";

export const pricingPlansSamples: WidgetSample<PricingPlansInput>[] = [
  {
    title: "Fellowship plans with a recommended one",
    data: {
      type: "PRICING_PLANS",
      headerData: { textData: { text: "Choose how you want to learn" } },
      plans: [
        {
          name: "Self-paced",
          price: "₹39,000",
          period: "one-time",
          description: "Recorded classes and assignments, at your own speed.",
          features: ["All recorded classes", "Graded assignments", "Community forum"],
          button: {
            buttonText: "Buy now",
            bgColorData: { bgKey: "secondary" },
            action: { type: "START_CHECKOUT", uri: UPSTREAM_CALLS.checkout.path },
          },
        },
        {
          name: "Fellowship",
          badge: "Most popular",
          highlighted: true,
          price: "₹1,49,000",
          originalPrice: "₹1,99,000",
          period: "one-time",
          description: "Live cohort with mentors and placement support.",
          note: "No-cost EMI from ₹12,417 a month",
          features: [
            "Two live classes a week",
            "Fortnightly 1:1 mentor sessions",
            "Capstone with a partner company",
            "Placement support until you are placed",
          ],
          button: {
            buttonText: "Enrol now",
            action: { type: "START_CHECKOUT", uri: UPSTREAM_CALLS.checkout.path },
          },
        },
        {
          name: "Fellowship Plus",
          price: "₹1,89,000",
          period: "one-time",
          description: "Everything in the fellowship, with weekly mentoring.",
          features: [
            "Weekly 1:1 mentor sessions",
            "Five mock interviews",
            "Resume and LinkedIn rewrite",
          ],
          button: {
            buttonText: "Enrol now",
            action: { type: "START_CHECKOUT", uri: UPSTREAM_CALLS.checkout.path },
          },
        },
      ],
      footnote: "Prices include GST. Full refund within 14 days of the first class.",
    },
  },
  {
    title: "Monthly subscription plans",
    data: {
      type: "PRICING_PLANS",
      plans: [
        {
          name: "Practice monthly",
          price: "₹999",
          period: "a month",
          features: ["Unlimited practice problems", "Online compiler"],
          button: {
            buttonText: "Subscribe",
            action: { type: "SUBSCRIPTION_ENROL", uri: UPSTREAM_CALLS.enrolSubscription.path },
          },
        },
        {
          name: "Practice yearly",
          badge: "Save 33%",
          highlighted: true,
          price: "₹7,999",
          period: "a year",
          features: ["Everything in monthly", "Two mock interviews a year"],
          button: {
            buttonText: "Subscribe",
            action: { type: "SUBSCRIPTION_ENROL", uri: UPSTREAM_CALLS.enrolSubscription.path },
          },
        },
      ],
    },
  },
];
