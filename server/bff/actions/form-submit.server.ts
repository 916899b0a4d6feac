import { APPLICATION_SUBMITTED } from "~/contract/action-texts";
import { CAPTCHA_REQUIRED_MESSAGE, captchaProvider } from "../captcha.server";
import { SOMETHING_WENT_WRONG } from "../upstream-error.server";
import { answer, fieldErrorsOf, invalidInput, upstreamFailure } from "./answers.server";
import { callDescribedForAction } from "./call.server";
import { checkFile, uploadFile } from "./files.server";
import {
  INVALID_ACTION_MESSAGE,
  isActionApiPath,
  requestObjectOf,
  visitorFiles,
  visitorValues,
} from "./payload.server";
import { formBindingOf } from "../action-signature.server";
import { subjectOf } from "./subject.server";
import type { ActionContext, ActionHandler } from "./types.server";
import { formSubmitResultSchema } from "~/contract/answers";

/**
 * FORM_SUBMIT (spec 02 section 7, "Generic form submit"): the uri the page gave, with
 * {formId, inputValues} (after the action's signed requestObject, when it has one: which poll or
 * thread the form is about), and X-CAPTCHA when the human check is on. A file field is stored first
 * (/api/v1/upload, FORM_FILE) and its url becomes the field's value. The form-submit result
 * (formId, inProgress, isSuccessful, message, inputValues, errors) becomes the answer; its errors
 * are field errors and the typed values come back with them.
 */

/**
 * A form's submit action (a FORM's, or a community widget's) is signed with its formId and field
 * names (decision 034): it is posted only as that form, with only those fields (typed or files).
 * An action signed without a form around it (a button's API_CALL) is never a form's submit.
 */
function fitsItsForm(ctx: ActionContext, formId: string): boolean {
  const binding = formBindingOf(ctx.action as Record<string, unknown> | undefined);
  if (!binding) return false;
  if (binding.formId !== formId) return false;
  const allowed = new Set(binding.inputs);
  const names = [
    ...Object.keys(visitorValues(ctx.form)),
    ...visitorFiles(ctx.form).map((f) => f.name),
  ];
  return names.every((name) => allowed.has(name));
}

export const handleFormSubmit: ActionHandler = async (ctx) => {
  const subject = subjectOf(ctx);
  const uri = ctx.action?.uri;
  if (!isActionApiPath(uri) || !subject.formId || !fitsItsForm(ctx, subject.formId)) {
    return invalidInput(subject, { action: INVALID_ACTION_MESSAGE });
  }
  const captcha = captchaProvider();
  const captchaToken = captcha.tokenFrom(ctx.form);
  if (captcha.enabled && !captchaToken) {
    return invalidInput(subject, { captcha: CAPTCHA_REQUIRED_MESSAGE });
  }
  const inputValues: Record<string, string> = { ...subject.values };
  const files = visitorFiles(ctx.form);
  const checks = await Promise.all(files.map(({ file }) => checkFile(file, "FORM_FILE")));
  const refused = Object.fromEntries(
    files.flatMap(({ name }, i) => {
      const check = checks[i];
      return check.ok ? [] : [[name, check.message]];
    }),
  );
  if (Object.keys(refused).length) {
    const status = checks.some((c) => !c.ok && c.status === 413) ? 413 : 400;
    return answer({ ...subject, ok: false, fieldErrors: refused }, status);
  }
  const setCookies: string[] = [];
  for (const [i, { name, file }] of files.entries()) {
    const check = checks[i];
    if (!check.ok) continue;
    const stored = await uploadFile(ctx, file, "FORM_FILE", check.type);
    setCookies.push(...stored.setCookies);
    if (!stored.result.ok) return upstreamFailure(subject, stored.result.error, { setCookies });
    inputValues[name] = stored.result.data.url;
  }
  const { result, setCookies: submitted } = await callDescribedForAction(ctx, uri, {
    // The page's signed requestObject (which poll, which thread) goes with what was typed.
    body: { ...requestObjectOf(ctx.action), formId: subject.formId, inputValues },
    answer: formSubmitResultSchema,
    headerOptions: { captchaToken },
  });
  setCookies.push(...submitted);
  if (!result.ok) return upstreamFailure(subject, result.error, { setCookies });
  if (!result.data.isSuccessful) {
    const fieldErrors = fieldErrorsOf(result.data.errors);
    const message =
      result.data.message ?? (Object.keys(fieldErrors).length ? undefined : SOMETHING_WENT_WRONG);
    return answer({ ...subject, ok: false, message, fieldErrors }, 400, setCookies);
  }
  return answer(
    {
      intent: subject.intent,
      formId: subject.formId,
      ok: true,
      message: result.data.message ?? APPLICATION_SUBMITTED,
    },
    200,
    setCookies,
  );
};
