import { z } from "zod";

/**
 * A media object key of video signing (spec 02 section 3: objectKeys in, signedObjectKeys out):
 * a relative key of letters, digits and `._~-/`, never climbing with `..`. The page's VIDEO
 * widget, the BFF's signing route and the reference platform check keys with this one rule.
 */
export const mediaObjectKeySchema = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._~\-/]*$/, "Invalid object key")
  .refine((key) => !key.split("/").includes(".."), "Invalid object key");

/** At most this many keys are signed in one call. */
export const MAX_SIGNED_KEYS = 20;
