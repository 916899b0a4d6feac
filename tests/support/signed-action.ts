import { signActionsIn } from "~server/bff/action-signature.server";

/**
 * Actions as the BFF renders them: signed (docs/decisions/007-signed-actions.md). Tests that take
 * an action straight from the platform (not through a BFF page) sign it with the stack's secret,
 * as the BFF would have, before posting it back.
 */
export const STACK_SESSION_SECRET = "integration-secret";

export function signedForStack<T>(value: T, secret = STACK_SESSION_SECRET): T {
  return signActionsIn(structuredClone(value), [secret]);
}

/** An action field's value as a BFF-rendered page carries it: JSON, signed. */
export function signedJson(action: unknown): string {
  return JSON.stringify(signedForStack(action));
}

/**
 * A form's submit action as a BFF-rendered page carries it: bound to the form around it
 * (decision 034; `data` is that form's widget data, a FORM's formId and fields or a poll's pollId)
 * and signed. `key` is where the action sits in the data.
 */
export function signedFormActionJson(data: Record<string, unknown>, key = "submitAction"): string {
  return JSON.stringify(signedForStack(data)[key]);
}

/** A FORM's submit action for the named fields, bound and signed. */
export function signedFormJson(formId: string, inputs: string[], submitAction: unknown): string {
  return signedFormActionJson({ formId, fields: inputs.map((name) => ({ name })), submitAction });
}
