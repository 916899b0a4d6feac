import { certificateVerificationSchema } from "~/contract/widgets/certificate-verification";
import { defineWidgetServer } from "../define.server";
import { certificateVerificationSamples } from "./samples";
import { CertificateVerification } from "./CertificateVerification";

export const certificateVerificationServer = defineWidgetServer({
  kind: "CERTIFICATE_VERIFICATION",
  schema: certificateVerificationSchema,
  samples: certificateVerificationSamples,
  component: CertificateVerification,
});
