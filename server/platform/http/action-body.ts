import type { IncomingMessage } from "node:http";
import { z } from "zod";
import type { Session } from "./route";
import type { UserRecord } from "../db/users";
import { HttpError, readJsonBody } from "./json";
import { REQUIRED } from "~/contract/field-texts";

/**
 * Bodies and errors of the action endpoints: errors are
 * `{message, errorMessage, errors: {field: message}}` (message and errorMessage are the same
 * text: the first for the action contract, the second for the spec's general error fields).
 * Invalid input is always 400, never 500.
 */
export const MAX_ACTION_BODY_BYTES = 256 * 1024;
export { REQUIRED };
export const LOGIN_REQUIRED = "Login required";
export const ROOT = "(root)";
const SEND_AN_OBJECT = "Send a JSON object";

export type FieldErrors = Record<string, string>;

export function actionError(
  status: number,
  message: string,
  errors?: FieldErrors,
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(
    status,
    { message, errorMessage: message, ...(errors ? { errors } : {}) },
    headers,
  );
}

/** The JSON body (at most 256 KB); a body that is not JSON is a 400 in the action shape. */
export async function readActionBody(req: IncomingMessage): Promise<unknown> {
  try {
    return await readJsonBody(req, MAX_ACTION_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const errors = error.status === 400 ? { [ROOT]: SEND_AN_OBJECT } : undefined;
    throw actionError(error.status, error.body.errorMessage, errors, error.headers);
  }
}

/** Plain words for zod's issues; a message written in a schema always wins over these. */
const actionErrorMap: z.ZodErrorMap = (issue, ctx) => {
  // A contextual map runs last: keep what a schema's own errorMap (invalid_type_error ...) said.
  const zodDefault = z.defaultErrorMap(issue, { data: ctx.data, defaultError: "" }).message;
  if (ctx.defaultError !== zodDefault) return { message: ctx.defaultError };
  if (issue.path.length === 0 && issue.code === "invalid_type") return { message: SEND_AN_OBJECT };
  switch (issue.code) {
    case "invalid_type":
      return {
        message:
          issue.received === "undefined" || issue.received === "null"
            ? REQUIRED
            : `Expected ${issue.expected}`,
      };
    case "too_big":
      if (issue.type === "string") return { message: `Use at most ${issue.maximum} characters` };
      if (issue.type === "array") return { message: `At most ${issue.maximum} items` };
      return { message: `At most ${issue.maximum}` };
    case "too_small":
      if (issue.type === "string") return { message: REQUIRED };
      if (issue.type === "array") return { message: `At least ${issue.minimum} item` };
      return { message: `At least ${issue.minimum}` };
    case "invalid_enum_value":
      return { message: `Choose one of ${issue.options.join(", ")}` };
    default:
      return { message: ctx.defaultError };
  }
};

/** zod issues as `{field: message}`: the field is the last named part of the path. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out = new Map<string, string>();
  for (const issue of error.issues) {
    const named = issue.path.filter((part): part is string => typeof part === "string");
    const key = named.at(-1) ?? ROOT;
    if (!out.has(key)) out.set(key, issue.message);
  }
  // fromEntries defines own properties: a key such as "__proto__" stays a plain key.
  return Object.fromEntries(out);
}

/** Parses an action body or throws 400 {message: the first problem, errors}. */
export function parseAction<S extends z.ZodTypeAny>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body, { errorMap: actionErrorMap });
  if (parsed.success) return parsed.data as z.output<S>;
  const errors = fieldErrorsOf(parsed.error);
  throw actionError(400, Object.values(errors)[0] ?? "Invalid request body", errors);
}

/** The signed-in user, or 401 "Login required". */
export function requireUser(session: Session | undefined): UserRecord {
  if (!session) throw actionError(401, LOGIN_REQUIRED);
  return session.user;
}

/** Ids of items, orders, rewards and forms. */
export const idSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, "Invalid id");

/** A provider token or id (pgPaymentId, partPaymentToken ...). */
export const tokenSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]*$/, "Invalid value");

/** Control characters (tab and newline aside) and bidirectional overrides never belong in text. */
function isControl(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false;
  return (
    code < 0x20 ||
    code === 0x7f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}
export const NO_CONTROL_CHARACTERS = "Remove the control characters";
export const clean = (value: string) => {
  for (let i = 0; i < value.length; i++) if (isControl(value.charCodeAt(i))) return false;
  return true;
};

/** Required free text (a name): trimmed, 1 to max characters, no control characters. */
export const requiredText = (max: number) =>
  z.string().trim().min(1).max(max).refine(clean, NO_CONTROL_CHARACTERS);

/** Free text with a bound; null and "" count as absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(clean, NO_CONTROL_CHARACTERS)
    .nullish()
    .transform((value) => (value ? value : undefined));
