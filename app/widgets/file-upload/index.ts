import { defineWidget } from "../types";

export const fileUploadWidget = defineWidget({
  kind: "FILE_UPLOAD",
  family: true,
  load: () => import("./FileUpload").then((m) => m.FileUpload),
});
