import { defineWidget } from "../types";

export const certificatePreviewWidget = defineWidget({
  kind: "CERTIFICATE_PREVIEW",
  load: () => import("./CertificatePreview").then((m) => m.CertificatePreview),
});
