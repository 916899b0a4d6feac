import { defineWidget } from "../types";

export const referralCardWidget = defineWidget({
  kind: "REFERRAL_CARD",
  load: () => import("./ReferralCard").then((m) => m.ReferralCard),
});
