import { certificateVerificationSchema } from "~/contract/widgets/certificate-verification";
import { defineWidgetServer } from "../define.server";
import { certificateVerificationSamples } from "./samples";

export const certificateVerificationServer = defineWidgetServer({
  kind: "CERTIFICATE_VERIFICATION",
  schema: certificateVerificationSchema,
  samples: certificateVerificationSamples,
  help: { description: "A form anyone can use to check a certificate's number." },
});
