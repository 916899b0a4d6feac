import { isActionResult, type ActionResult } from "~/shared/action-result";
import { DEFAULT_FORM_SUCCESS } from "~/contract/widgets/form-look";
import type { FormField, FormWidgetData } from "~/contract/widgets/form";

/**
 * The result this form shows: the fetcher's (JavaScript) before the page's action data (the
 * page rendered again after a plain post), and only a result for this formId.
 */
export function resultForForm(candidates: unknown[], formId: string): ActionResult | undefined {
  for (const candidate of candidates) {
    if (isActionResult(candidate) && candidate.formId === formId) return candidate;
  }
  return undefined;
}

/** The intent the form posts: data.intent, FORM_SUBMIT by default. */
export function formIntentOf(data: Pick<FormWidgetData, "intent">): string {
  return data.intent?.trim() || "FORM_SUBMIT";
}

/**
 * What replaces the form once it succeeded: the form's successMessage; for the generic
 * application form, the spec's default text; for the other intents (enrolment, uploads, profile)
 * the server's message, which names what happened ("Image Uploaded!").
 */
export function successTextOf(data: FormWidgetData, result: ActionResult): string {
  const own = data.successMessage?.trim();
  if (own) return own;
  const server = result.message?.trim();
  if (formIntentOf(data) !== "FORM_SUBMIT" && server) return server;
  return DEFAULT_FORM_SUCCESS;
}

/** Typed values to show again after a failure; before any result, the fields' own values. */
export function initialValueOf(field: FormField, result: ActionResult | undefined): string {
  if (result && !result.ok && result.values && field.name in result.values) {
    return result.values[field.name] ?? "";
  }
  if (result && !result.ok && field.type === "checkbox") return "";
  return field.value ?? "";
}

export function isTicked(value: string): boolean {
  return value === "on" || value === "true";
}

export function hasFileField(fields: FormField[]): boolean {
  return fields.some((field) => field.type === "file");
}

/** "2 MB", "500 KB": the limit of a file field, for its hint. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
