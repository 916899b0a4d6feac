import type { WidgetSample } from "~/widgets/types";
import type { CertificateVerificationInput } from "~/contract/widgets/certificate-verification";

export const certificateVerificationSamples: WidgetSample<CertificateVerificationInput>[] = [
  {
    title: "Form only",
    data: {
      type: "CERTIFICATE_VERIFICATION",
      intro:
        "Hiring a fellow? Enter the ID printed on their certificate to confirm it was issued by us.",
    },
  },
  {
    title: "Verified certificate",
    data: {
      type: "CERTIFICATE_VERIFICATION",
      certificateId: "CL-2026-PMF001",
      result: {
        status: "VALID",
        certificateId: "CL-2026-PMF001",
        certificate: {
          certificateId: "CL-2026-PMF001",
          holderName: "Asha Learner",
          courseName: "Product Manager Fellowship",
          issuedOn: "2026-02-20",
        },
      },
    },
  },
  {
    title: "Not found",
    data: {
      type: "CERTIFICATE_VERIFICATION",
      certificateId: "CL-2025-ZZZZZZ",
      result: { status: "NOT_FOUND", certificateId: "CL-2025-ZZZZZZ" },
    },
  },
];
