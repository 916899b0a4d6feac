/**
 * Texts of spec 02 section 8 that both the BFF (in its answers) and the browser (when it has no
 * answer to show) use: one copy, so the two never drift apart.
 */

/** The error catalogue's generic failure text (spec 01 section 8), everywhere it is shown. */
export const SOMETHING_WENT_WRONG = "Something went wrong";

/** The application form's default success text. */
export const APPLICATION_SUBMITTED =
  "Your application has been submitted. We'll be in touch with you via email.";

/**
 * A logout whose upstream revoke failed (ours: the spec has no text). The session ends here in
 * any case; the upstream token may live on until it expires.
 */
export const LOGOUT_NOT_REVOKED =
  "You are logged out on this device, but we could not end your session on our server. It will end by itself; to end it now, log in and log out again.";

/** A video whose address cannot be signed. */
export const VIDEO_SIGN_FAILED = "Some Error Happened";

/** Enrolment refused without a message (spec 02 section 8). */
export const ENROL_FAILED = "Failed to enrol";

/** A learning-activity update that failed (spec 02 section 8). */
export const ACTIVITY_FAILED = "Something is wrong";

/** The notify success toast (spec 02 section 8, with its typographic apostrophe). */
export const NOTIFY_TOAST = "Got it! We’ll notify you once this program goes live.";

/** The profile uploads' toasts (spec 02 section 8). */
export const UPLOAD_TEXTS = {
  imageUploaded: "Image Uploaded!",
  imageFailed: "Image Upload Failed",
  resumeUploaded: "Resume Uploaded!",
  resumeFailed: "Resume Upload Failed",
} as const;

/** CLIPBOARD_COPY's toast (spec 01 section 8, spec 02 section 8). */
export const COPIED_TEXT = "Copied to Clipboard!";
