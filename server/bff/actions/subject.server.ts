import type { ResultSubject } from "./answers.server";
import { formIdOf, visitorValues } from "./payload.server";
import type { ActionContext } from "./types.server";

/** Who a handler's answer is about: its intent, its form and what the visitor typed. */
export function subjectOf(ctx: ActionContext): ResultSubject {
  return {
    intent: ctx.intent,
    formId: formIdOf(ctx.form.get("formId")),
    values: visitorValues(ctx.form),
  };
}
