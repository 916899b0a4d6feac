import { certificatePreviewSchema } from "~/contract/widgets/certificate-preview";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./certificate-preview.css";
import { certificatePreviewSamples } from "./samples";

export const certificatePreviewServer = defineWidgetServer({
  kind: "CERTIFICATE_PREVIEW",
  schema: certificatePreviewSchema,
  stylesheets: [stylesheet],
  samples: certificatePreviewSamples,
  help: { description: "A learner's certificate as it will be issued." },
});
