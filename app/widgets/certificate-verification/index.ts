import { defineWidget } from "../types";

export const certificateVerificationWidget = defineWidget({
  kind: "CERTIFICATE_VERIFICATION",
  load: () => import("./CertificateVerification").then((m) => m.CertificateVerification),
});
