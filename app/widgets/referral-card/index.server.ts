import { referralCardSchema } from "~/contract/widgets/referral-card";
import { defineWidgetServer } from "../define.server";
import { referralCardSamples } from "./samples";

export const referralCardServer = defineWidgetServer({
  kind: "REFERRAL_CARD",
  schema: referralCardSchema,
  samples: referralCardSamples,
  help: { description: "A learner's referral link and what a referral earns." },
});
