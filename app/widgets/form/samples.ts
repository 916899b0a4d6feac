import { callPath } from "~/contract/calls";
import type { WidgetSample } from "~/widgets/types";
import type { FormInput } from "~/contract/widgets/form";

export const formSamples: WidgetSample<FormInput>[] = [
  {
    title: "Application form (every field type, a file makes it multipart)",
    data: {
      type: "FORM",
      formId: "gallery-application",
      title: "Apply to the Product Manager Fellowship",
      description: "Tell us about yourself. It takes about five minutes.",
      submitText: "Submit application",
      intent: "FORM_SUBMIT",
      submitAction: {
        type: "API_CALL",
        uri: callPath("formSubmit", { formId: "fellowship-application" }),
      },
      fields: [
        { name: "fullName", label: "Full name", type: "text", required: true },
        { name: "email", label: "Email", type: "email", required: true },
        { name: "phone", label: "Phone number", type: "phone", placeholder: "9876543210" },
        {
          name: "experience",
          label: "Years of experience",
          type: "select",
          required: true,
          options: [
            { label: "0-2 years", value: "0-2" },
            { label: "3-5 years", value: "3-5" },
            { label: "6+ years", value: "6+" },
          ],
        },
        {
          name: "cohort",
          label: "Preferred cohort",
          type: "radio",
          options: [
            { label: "Weekday evenings", value: "weekday" },
            { label: "Weekends", value: "weekend" },
          ],
        },
        { name: "motivation", label: "Why this fellowship?", type: "textarea" },
        {
          name: "resume",
          label: "Resume (PDF)",
          type: "file",
          accept: "application/pdf,.pdf",
          maxBytes: 5 * 1024 * 1024,
        },
        {
          name: "consent",
          label: "I agree to be contacted about my application",
          type: "checkbox",
          required: true,
        },
      ],
    },
  },
  {
    title: "Mentorship enrolment (own intent and request object)",
    data: {
      type: "FORM",
      formId: "gallery-mentorship",
      title: "Join the mentorship cohort",
      submitText: "Enrol",
      successMessage: "You're in! We'll match you with a mentor this week.",
      intent: "MENTORSHIP_ENROLMENT",
      submitAction: {
        requestObject: { cohortId: "pm-mentorship-cohort-7", courseId: "pm-fellowship" },
      },
      fields: [
        {
          name: "linkedInUrl",
          label: "LinkedIn profile",
          type: "text",
          required: true,
          placeholder: "https://www.linkedin.com/in/your-name",
        },
        { name: "goal", label: "What do you want from a mentor?", type: "textarea" },
      ],
    },
  },
];
