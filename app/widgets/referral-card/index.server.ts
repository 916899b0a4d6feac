import { referralCardSchema } from "~/contract/widgets/referral-card";
import accountCardStylesheet from "../account-shared/account-card.css";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./referral-card.css";
import { referralCardSamples } from "./samples";

export const referralCardServer = defineWidgetServer({
  kind: "REFERRAL_CARD",
  schema: referralCardSchema,
  stylesheets: [stylesheet, accountCardStylesheet],
  samples: referralCardSamples,
  help: { description: "A learner's referral link and what a referral earns." },
});
