import type { z } from "zod";
import { HttpError } from "./json";

/** zod issues as the spec's `errors` field: field path -> messages ("(root)" for the body itself). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "(root)";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Parses a request body or throws the 400 answer listing what is wrong. */
export function parseBody<S extends z.ZodTypeAny>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data as z.output<S>;
  throw new HttpError(400, {
    errorMessage: "Invalid request body",
    errors: fieldErrors(parsed.error),
  });
}
