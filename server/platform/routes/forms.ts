import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { Session } from "../auth/session";
import {
  actionError,
  idSchema,
  parseAction,
  readActionBody,
  requireUser,
} from "../http/action-body";
import { sendJson } from "../http/json";
import { checkFormValues } from "../validation/form-values";
import { nowOf, type ActionDeps } from "./action-deps";
import { UPSTREAM_CALLS } from "~/contract/calls";

export const FORM_SUBMIT_PREFIX = UPSTREAM_CALLS.formSubmit.path.replace(":formId", "");
const FORM_NOT_FOUND = "Form not found";
const CHECK_THE_FIELDS = "Check the highlighted fields and submit again.";
const MAX_INPUTS = 100;

const submitSchema = z.object({
  formId: idSchema,
  inputValues: z
    .record(z.unknown())
    .refine((values) => Object.keys(values).length <= MAX_INPUTS, `At most ${MAX_INPUTS} values`),
});

/**
 * POST /api/v1/form/submit/{formId} {formId, inputValues} -> the spec's form-submit result.
 * A body that is not a submit is 400; values that fail the form's rules are 200 with
 * isSuccessful false and errors per field (and nothing is stored).
 */
export async function submitForm(
  deps: ActionDeps,
  formPath: string,
  req: IncomingMessage,
  res: ServerResponse,
  session: Session | undefined,
): Promise<void> {
  const definition = deps.catalog.findForm(formPath.slice(FORM_SUBMIT_PREFIX.length));
  if (!definition) {
    req.resume();
    throw actionError(404, FORM_NOT_FOUND);
  }
  if (definition.requiresLogin) requireUser(session);
  const input = parseAction(submitSchema, await readActionBody(req));
  const { values, errors } = checkFormValues(definition, input.inputValues, (name) =>
    deps.uploads.find(name),
  );
  const isSuccessful = Object.keys(errors).length === 0;
  if (isSuccessful) {
    deps.submissions.insert(definition.id, session?.user.id ?? null, values, nowOf(deps));
  }
  sendJson(res, 200, {
    formId: input.formId,
    inProgress: false,
    isSuccessful,
    message: isSuccessful ? definition.successMessage : CHECK_THE_FIELDS,
    inputValues: values,
    errors,
  });
}
