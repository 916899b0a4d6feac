import { z } from "zod";
import { serverActionSchema, trackingSchema } from "./primitives";

/**
 * What the action endpoints answer (spec 02 sections 3 and 7, docs/contract.md), read as the
 * BFF reads them: leniently, so a field that does not fit is dropped rather than the answer.
 */

/**
 * Spec 02 section 3, the API-call result (status, statusMessage, response, action, tracking,
 * reloadPage, closeModalIfOpen, invalidateAllPages), read leniently: a field that does not fit is
 * dropped, not the answer; an empty answer (204) is a success without text.
 */
function lenient<T extends z.ZodTypeAny>(schema: T) {
  return z.unknown().transform((value) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? (parsed.data as z.output<T>) : undefined;
  });
}

export const apiCallResultSchema = z
  .unknown()
  .transform((value) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {},
  )
  .pipe(
    z
      .object({
        status: lenient(z.string()),
        statusMessage: lenient(z.string()),
        response: z.unknown().optional(),
        action: lenient(serverActionSchema),
        tracking: lenient(trackingSchema),
        reloadPage: lenient(z.boolean()),
        closeModalIfOpen: lenient(z.boolean()),
        invalidateAllPages: lenient(z.boolean()),
      })
      .passthrough(),
  );
export type ApiCallResult = z.output<typeof apiCallResultSchema>;

/** The sign-cookies answer: only http(s) addresses are kept (spec 02 section 3, video signing). */
const SIGNED_URL = /^https?:\/\/[^\s]+$/;

export const videoSignAnswerSchema = z
  .object({
    signedObjectKeys: z.record(z.unknown()),
    expires: z.union([z.number(), z.string()]).nullish(),
  })
  .passthrough()
  .transform((answer) => ({
    signedObjectKeys: Object.fromEntries(
      Object.entries(answer.signedObjectKeys).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === "string" && SIGNED_URL.test(entry[1]),
      ),
    ),
    expires: answer.expires ?? undefined,
  }));

/** Profile image and resume saves: the message, when there is one. */
export const messageAnswerSchema = z.unknown().transform((value) => {
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return typeof record.message === "string" && record.message.trim() ? record.message : undefined;
});

/** The generic form-submit result: formId, isSuccessful, message, errors (spec 02 section 7). */
export const formSubmitResultSchema = z
  .unknown()
  .transform((value) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {},
  )
  .transform((record) => ({
    isSuccessful: record.isSuccessful !== false,
    message:
      typeof record.message === "string" && record.message.trim() ? record.message : undefined,
    errors: record.errors,
  }));

/** CLAIM_REWARD: /api/v1/lms-service/user-activity/claim-reward {rewardId} -> {rewardId, statusMessage}. */
export const rewardAnswerSchema = z.unknown().transform((value) => {
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return typeof record.statusMessage === "string" ? record.statusMessage : undefined;
});

/** POST /api/v1/upload (multipart: file, uploadType) -> {url}. */
export const uploadAnswerSchema = z.object({ url: z.string().min(1).max(2000) }).passthrough();

/** Calls whose answer is not read (logout, tab switch, referral capture, payment error). */
export const ignoredAnswerSchema = z.unknown();
