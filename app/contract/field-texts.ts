/**
 * Field rules and texts that the login panel, the checkout, the forms and the platform all
 * check: one copy, so what the browser is told and what the platform refuses never drift apart.
 */

/** Spec 01 section 5. */
export const INVALID_EMAIL = "Invalid Email";
export const INVALID_PHONE = "Invalid Phone Number";
/** Spec 01 section 5: "exactly 6 characters"; the wording is ours. */
export const INVALID_OTP = "Enter the 6-character passcode";
export const OTP_LENGTH = 6;
/** Ours: a required field left empty (the spec leaves validation texts to the server). */
export const REQUIRED = "This field is required";

/**
 * Spec 01 section 5: local part, "@", then a domain whose top-level part has 2 or more letters,
 * or a bracketed IPv4 address.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** RFC 5321's limit on a whole address. */
export const MAX_EMAIL_LENGTH = 254;

/** The input kinds a FORM field can be; an unknown type is shown as a text field. */
export const FORM_FIELD_TYPES = [
  "text",
  "email",
  "phone",
  "select",
  "checkbox",
  "radio",
  "textarea",
  "file",
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
