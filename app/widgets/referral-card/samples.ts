import type { WidgetSample } from "~/widgets/types";
import type { ReferralCardInput } from "~/contract/widgets/referral-card";

export const referralCardSamples: WidgetSample<ReferralCardInput>[] = [
  {
    title: "Scale member's referral",
    data: {
      type: "REFERRAL_CARD",
      referralCode: "SARA-SCALE-26",
      referralLink: "/referral/SARA-SCALE-26",
      title: "Invite a friend to a fellowship",
      reward: "Your friend gets ₹5,000 off any fellowship; you get ₹5,000 when they join.",
      shareMessage:
        "I'm learning product management with Career Learning. Use my code SARA-SCALE-26 for ₹5,000 off.",
      invitedCount: 7,
      joinedCount: 2,
    },
  },
  {
    title: "Code only",
    data: {
      type: "REFERRAL_CARD",
      referralCode: "ROHAN2026",
      reward: "Friends get a free mock interview with a hiring manager.",
    },
  },
];
