import { z } from "zod";
import { componentDataSchema, lenientEnum, opt, serverActionSchema } from "..";
import { FILE_UPLOAD_KINDS } from "./file-upload-look";

export { FILE_UPLOAD_KINDS };

/**
 * FILE_UPLOAD componentData: one file field that sends a resume or a profile photo through the
 * existing upload actions (RESUME_UPLOAD, PROFILE_IMAGE_UPLOAD), with the uploads contract's
 * limits. An upload type we have no flow for is kept and shown disabled.
 */
export const fileUploadSchema = componentDataSchema.extend({
  uploadType: lenientEnum(FILE_UPLOAD_KINDS),
  title: opt(z.string().trim().min(1)),
  description: opt(z.string().trim().min(1)),
  /** The field's label (default by type, e.g. "Resume (PDF)"). */
  label: opt(z.string().trim().min(1)),
  submitText: opt(z.string().trim().min(1)),
  /** Tells this form's result from others on the page (default "upload-" + the type). */
  formId: opt(z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/, "letters, digits, _ . : -")),
  /** Posted with the file: PROFILE_IMAGE reads aspectRatioX/Y from its requestObject. */
  submitAction: opt(serverActionSchema),
});

export type FileUploadData = z.output<typeof fileUploadSchema>;
export type FileUploadInput = z.input<typeof fileUploadSchema>;
