import { fileUploadSchema } from "~/contract/widgets/file-upload";
import accountCardStylesheet from "../account-shared/account-card.css";
import { defineWidgetServer } from "../define.server";
import stylesheet from "./file-upload.css";
import { fileUploadSamples } from "./samples";

export const fileUploadServer = defineWidgetServer({
  kind: "FILE_UPLOAD",
  schema: fileUploadSchema,
  stylesheets: [stylesheet, accountCardStylesheet],
  samples: fileUploadSamples,
  help: { description: "A field to upload a file, such as a résumé or an assignment." },
});
