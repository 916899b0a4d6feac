import { certificatePreviewSchema } from "~/contract/widgets/certificate-preview";
import { defineWidgetServer } from "../define.server";
import { certificatePreviewSamples } from "./samples";
import { CertificatePreview } from "./CertificatePreview";

export const certificatePreviewServer = defineWidgetServer({
  kind: "CERTIFICATE_PREVIEW",
  schema: certificatePreviewSchema,
  samples: certificatePreviewSamples,
  component: CertificatePreview,
});
