import { defineWidget } from "../types";

export const certificatePreviewWidget = defineWidget({
  kind: "CERTIFICATE_PREVIEW",
  family: true,
  load: () => import("./CertificatePreview").then((m) => m.CertificatePreview),
});
