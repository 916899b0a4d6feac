import { APPLICATION_SUBMITTED } from "~/contract/action-texts";
import type { FormDefinition } from "../db/records";
/**
 * Form definitions the platform validates generic form submits against (POST
 * /api/v1/form/submit/{formId}). The seeded FORM widgets are built from the same definitions, so
 * what a page asks for and what the platform checks can never drift apart.
 */

export type { FormDefinition, FormFieldDefinition, FormOption } from "../db/records";

/** Spec 02 section 8: the application form's default success text. */
export const APPLICATION_SUCCESS = APPLICATION_SUBMITTED;

export const FELLOWSHIP_APPLICATION_ID = "fellowship-application";

const MB = 1024 * 1024;

export const fellowshipApplication: FormDefinition = {
  id: FELLOWSHIP_APPLICATION_ID,
  title: "Fellowship application",
  requiresLogin: false,
  successMessage: APPLICATION_SUCCESS,
  fields: [
    { name: "fullName", label: "Full name", type: "text", required: true },
    { name: "email", label: "Email", type: "email", required: true },
    {
      name: "phone",
      label: "Phone number",
      type: "phone",
      required: true,
      placeholder: "9876543210",
    },
    {
      name: "track",
      label: "Fellowship",
      type: "select",
      required: true,
      options: [
        { label: "Product Manager Fellowship", value: "product-management" },
        { label: "Product Designer Fellowship", value: "ui-ux-design" },
        { label: "Data Analyst Fellowship", value: "data-analyst" },
        { label: "Business Analyst Fellowship", value: "business-analyst" },
      ],
    },
    {
      name: "experience",
      label: "Years of work experience",
      type: "radio",
      required: true,
      options: [
        { label: "0-2 years", value: "0-2" },
        { label: "3-5 years", value: "3-5" },
        { label: "6 years or more", value: "6+" },
      ],
    },
    {
      name: "motivation",
      label: "Why this fellowship, and why now?",
      type: "textarea",
      required: true,
    },
    {
      name: "resume",
      label: "Resume (PDF, optional)",
      type: "file",
      accept: "application/pdf,.pdf",
      maxBytes: 5 * MB,
    },
    {
      name: "consent",
      label: "I agree to be contacted about my application",
      type: "checkbox",
      required: true,
    },
  ],
};

export const seedForms: readonly FormDefinition[] = [fellowshipApplication];

/** A definition's fields as FORM widget fields (docs/contract.md, the FORM widget). */
export function widgetFields(definition: FormDefinition) {
  return definition.fields.map((field) => ({ ...field }));
}
