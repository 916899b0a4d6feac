import { z } from "zod";
import { POLL_CHOOSE_TEXT } from "./widgets/polling-look";

/**
 * Requests and answers of the community family's calls (community-calls.ts; docs/contract.md,
 * "Widget kinds: community family"). Each call is a FORM_SUBMIT of a community widget: the body
 * is the page action's signed requestObject (which poll, thread or conversation) with the
 * form's `formId` and `inputValues` (what the visitor typed or chose). The answer is the spec's
 * form-submit result: `{formId, isSuccessful, message, inputValues, errors}`; invalid input is
 * 400 `{message, errors: {field: message}}`, no login 401, an unknown target 404, a rule 409.
 */

const formIdSchema = z.string().max(100).optional();
const targetId = z.string().trim().min(1).max(100);

export const pollVoteRequestSchema = z
  .object({
    pollId: targetId,
    formId: formIdSchema,
    inputValues: z
      .object({
        optionId: z
          .string({ required_error: POLL_CHOOSE_TEXT, invalid_type_error: POLL_CHOOSE_TEXT })
          .trim()
          .min(1, POLL_CHOOSE_TEXT)
          .max(100, POLL_CHOOSE_TEXT),
      })
      .passthrough(),
  })
  .passthrough();
