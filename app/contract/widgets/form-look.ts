/** The form widget's looks and defaults: zod-free, for the browser (the schema is server-side). */

/** Spec 02 section 8: the application form's default success text. */
export { APPLICATION_SUBMITTED as DEFAULT_FORM_SUCCESS } from "../action-texts";
export const DEFAULT_SUBMIT_TEXT = "Submit";
