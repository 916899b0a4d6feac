/**
 * Texts of spec 02 section 8 that both the BFF (in its answers) and the browser (when it has no
 * answer to show) use: one copy, so the two never drift apart.
 */

/** The application form's default success text. */
export const APPLICATION_SUBMITTED =
  "Your application has been submitted. We'll be in touch with you via email.";

/** A video whose address cannot be signed. */
export const VIDEO_SIGN_FAILED = "Some Error Happened";
