import { UPSTREAM_CALLS } from "~/contract/calls";
import type { WidgetSample } from "../types";
import type { CertificatePreviewInput } from "~/contract/widgets/certificate-preview";

export const certificatePreviewSamples: WidgetSample<CertificatePreviewInput>[] = [
  {
    title: "Fellowship certificate with download and share",
    data: {
      type: "CERTIFICATE_PREVIEW",
      headerData: { textData: { text: "Your certificate is ready" } },
      recipient: "Aditi Kulkarni",
      course: "Data Analyst Fellowship",
      issuedOn: "2026-12-01T06:30:00Z",
      credentialId: "DAF-2026-14-00871",
      issuer: "Career Learning Academy",
      signatories: [
        { name: "Kavya Raghunathan", title: "Lead Instructor" },
        { name: "Arvind Shenoy", title: "Head of Programmes" },
      ],
      skills: ["SQL", "Power BI", "Statistics", "Data storytelling"],
      verifyUrl: "/certificates/verify/DAF-2026-14-00871",
      buttons: [
        {
          buttonText: "Download PDF",
          action: {
            type: "DOWNLOAD",
            uri: UPSTREAM_CALLS.certificateDownload.path,
            fileName: "certificate.pdf",
          },
        },
        {
          buttonText: "Share",
          bgColorData: { bgKey: "secondary" },
          action: {
            type: "SHARE",
            shareTitle: "My Data Analyst Fellowship certificate",
            shareLink: "https://example.com/certificates/verify/DAF-2026-14-00871",
          },
        },
      ],
    },
  },
  {
    title: "Bootcamp certificate of merit, details only",
    data: {
      type: "CERTIFICATE_PREVIEW",
      certificateTitle: "Certificate of merit",
      recipient: "Imran Sheikh",
      course: "Applied Generative AI Bootcamp",
      issuedOn: "2026-10-20T06:30:00Z",
      credentialId: "GENAI-2026-03-00412",
      skills: ["Prompt design", "RAG", "Evaluation"],
    },
  },
];
