import type { WidgetSample } from "~/widgets/types";
import type { FileUploadInput } from "~/contract/widgets/file-upload";

export const fileUploadSamples: WidgetSample<FileUploadInput>[] = [
  {
    title: "Resume for placement support",
    data: {
      type: "FILE_UPLOAD",
      uploadType: "RESUME",
      title: "Upload your resume",
      description:
        "Our placement team reviews it before your first mock interview and shares it with hiring partners you apply to.",
      formId: "placement-resume",
    },
  },
  {
    title: "Profile photo",
    data: {
      type: "FILE_UPLOAD",
      uploadType: "PROFILE_IMAGE",
      title: "Add a profile photo",
      description: "Mentors and your cohort see it in live classes and on the community board.",
      submitText: "Save photo",
      submitAction: { requestObject: { aspectRatioX: 1, aspectRatioY: 1 } },
    },
  },
];
