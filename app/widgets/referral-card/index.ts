import { defineWidget } from "../types";

export const referralCardWidget = defineWidget({
  kind: "REFERRAL_CARD",
  family: true,
  load: () => import("./ReferralCard").then((m) => m.ReferralCard),
});
