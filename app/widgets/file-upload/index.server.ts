import { fileUploadSchema } from "~/contract/widgets/file-upload";
import { defineWidgetServer } from "../define.server";
import { fileUploadSamples } from "./samples";

export const fileUploadServer = defineWidgetServer({
  kind: "FILE_UPLOAD",
  schema: fileUploadSchema,
  samples: fileUploadSamples,
  help: { description: "A field to upload a file, such as a résumé or an assignment." },
});
