import type { WidgetSample } from "../types";
import type { CalloutInput } from "~/contract/widgets/callout";

export const calloutSamples: WidgetSample<CalloutInput>[] = [
  {
    title: "Info: how mentor sessions are booked",
    data: {
      type: "CALLOUT",
      tone: "INFO",
      title: "Mentor sessions open after week two",
      text: "Once you finish the onboarding module you can book a 30-minute session every fortnight.",
    },
  },
  {
    title: "Success: application received",
    data: {
      type: "CALLOUT",
      tone: "SUCCESS",
      text: "We received your application for the Data Analyst Fellowship. A counsellor will call you within two working days.",
    },
  },
  {
    title: "Warning: deadline, with a button",
    data: {
      type: "CALLOUT",
      tone: "WARNING",
      title: "Early-bird price ends on Friday",
      text: "Enrol in the Full Stack Bootcamp before Friday 23:59 IST to keep the 20% early-bird discount.",
      buttonDataList: [
        {
          buttonText: "Reserve my seat",
          action: { type: "NAVIGATION", uri: "/checkout/full-stack" },
        },
      ],
    },
  },
  {
    title: "Error: payment failed",
    data: {
      type: "CALLOUT",
      tone: "ERROR",
      title: "Your last payment did not go through",
      text: "Your bank declined the instalment for the Product Manager Fellowship. Update your card to keep access to live classes.",
    },
  },
];
