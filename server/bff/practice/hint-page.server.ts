import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { safeReturnPath } from "~/shared/login-url";
import { readCheckedForm } from "../csrf.server";
import { runCodeIntent } from "./code-calls.server";

/** What the no-JavaScript hint page shows when the hint could not be unlocked. */
export interface HintPageData {
  returnTo: string;
  message?: string;
  login?: boolean;
}

/**
 * POST /practice/hint without JavaScript (issue 42: no click lost before the script arrives):
 * the same unlock-hint call as the script's, then a 303 back to the problem, whose page data now
 * holds the hint unlocked. A refusal (logged out, upstream error) is answered for the page to say.
 */
export async function unlockHintWithoutScript(
  request: Request,
  context: AppLoadContext,
): Promise<Response | HintPageData> {
  const form = await readCheckedForm(request, context);
  const returnTo = safeReturnPath(String(form.get("returnTo") ?? ""));
  const signedIn = Boolean(context.session.auth.token);
  const answer = await runCodeIntent(context, "hint", form, signedIn);
  if (!answer.ok) return { returnTo, message: answer.message, login: answer.login };
  const hintId = encodeURIComponent(String(form.get("hintId")));
  return redirect(`${returnTo}#hint-${hintId}`, { status: 303 });
}
