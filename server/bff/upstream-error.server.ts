import { SOMETHING_WENT_WRONG } from "~/contract/action-texts";
/** Spec 01 section 8 and spec 02 section 8: how an upstream failure becomes a message. */
export { SOMETHING_WENT_WRONG };

export type UpstreamFailureKind = "http" | "network" | "timeout" | "parse" | "aborted";

export interface UpstreamError {
  kind: UpstreamFailureKind;
  /** HTTP status for "http"; 0 when no response arrived. */
  status: number;
  message: string;
  errors?: unknown;
  /** A machine-readable reason, when the answer named one (e.g. ALREADY_OWNED). */
  code?: string;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function firstString(...values: unknown[]): string | undefined {
  for (const v of values) if (typeof v === "string" && v.trim() !== "") return v;
  return undefined;
}

/**
 * A response that is not a success: the message is errorMessage, else statusMessage, else error;
 * errors is carried; a body that is not JSON gives empty values.
 */
export function normaliseHttpError(status: number, bodyText: string): UpstreamError {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { kind: "http", status, message: "", errors: undefined };
  }
  if (!isRecord(body)) return { kind: "http", status, message: "", errors: undefined };
  return {
    kind: "http",
    status,
    message: firstString(body.errorMessage, body.statusMessage, body.error) ?? "",
    errors: body.errors,
    ...(typeof body.code === "string" ? { code: body.code } : {}),
  };
}

/** No response, a time-out, or a body we could not read: "Something went wrong". */
export function transportError(kind: Exclude<UpstreamFailureKind, "http">): UpstreamError {
  return { kind, status: 0, message: SOMETHING_WENT_WRONG };
}

/**
 * The text shown for a failed action: error message, errors.error, errors.errorMessage, then
 * "Something went wrong" (spec 02 section 8).
 */
export function failureText(error: Pick<UpstreamError, "message" | "errors">): string {
  const errors = isRecord(error.errors) ? error.errors : {};
  return firstString(error.message, errors.error, errors.errorMessage) ?? SOMETHING_WENT_WRONG;
}
