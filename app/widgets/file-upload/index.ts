import { defineWidget } from "../types";

export const fileUploadWidget = defineWidget({
  kind: "FILE_UPLOAD",
  load: () => import("./FileUpload").then((m) => m.FileUpload),
});
