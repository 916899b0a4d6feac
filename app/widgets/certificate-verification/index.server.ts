import { certificateVerificationSchema } from "~/contract/widgets/certificate-verification";
import accountCardStylesheet from "../account-shared/account-card.css";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./certificate-verification.css";
import { certificateVerificationSamples } from "./samples";

export const certificateVerificationServer = defineWidgetServer({
  kind: "CERTIFICATE_VERIFICATION",
  schema: certificateVerificationSchema,
  stylesheets: [stylesheet, accountCardStylesheet],
  samples: certificateVerificationSamples,
  help: { description: "A form anyone can use to check a certificate's number." },
});
