import { data } from "@remix-run/node";
import { CODE_TEXTS, compilerPolling, isLanguageId } from "~/contract/code-values";
import type { z } from "zod";
import type { compilerResultSchema } from "~/contract/code";
import { pollOnSchedule } from "~/shared/poll";
import { readCheckedForm } from "../csrf.server";
import { readAuth } from "../session.server";
import { runCodeIntent } from "./code-calls.server";
import { compilerCallAllowed, TOO_MANY_COMPILER_RUNS } from "./code-route.server";

type CompilerResultView = z.output<typeof compilerResultSchema>;

/** What the no-JavaScript compiler page shows after Run or Share: always the text it was sent. */
export interface CompilerFormPage {
  intent: "run" | "share";
  languageId: string;
  sourceCode: string;
  input: string;
  result?: CompilerResultView;
  sharedLink?: string;
  message?: string;
}

/** A URL-encoded form grows past its characters (a newline is 6 bytes): room for the code's limit. */
const FORM_LIMITS = { maxBytes: 512 * 1024, tooLargeMessage: "Your code is too large to run." };

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
};

const compilerStep = (result: CompilerResultView) =>
  result.inProgress ? { done: false as const } : { done: true as const, value: result };

/** Runs the code here on the compiler's schedule (the start answer may already hold the result). */
async function runHere(request: Request, form: FormData, signedIn: boolean, languageId: string) {
  const started = await runCodeIntent(request, "compiler-run", form, signedIn);
  if (!started.ok)
    return { message: started.message || CODE_TEXTS.failure, status: started.status };
  const answered = started.data as { token?: unknown; result?: CompilerResultView };
  const statusForm = new FormData();
  statusForm.set("token", String(answered.token ?? ""));
  try {
    const outcome = await pollOnSchedule<CompilerResultView>({
      schedule: compilerPolling(languageId),
      signal: request.signal,
      first: answered.result ? compilerStep(answered.result) : undefined,
      poll: async () => {
        const answer = await runCodeIntent(request, "compiler-status", statusForm, signedIn);
        if (!answer.ok) throw new Error(answer.message);
        return compilerStep(answer.data as CompilerResultView);
      },
    });
    if (outcome.kind === "done") return { result: outcome.value };
    return { message: outcome.kind === "timed-out" ? CODE_TEXTS.timedOut : CODE_TEXTS.failure };
  } catch (error) {
    return { message: (error as Error).message || CODE_TEXTS.failure };
  }
}

/**
 * POST /online-compiler/run without JavaScript: Run (polled here) or Share, with the CSRF check,
 * the human check and the 30-a-minute limit of /api/code. A refused CSRF token is the 403 thrown;
 * every other answer is the page with the code and input kept, and the result, link or error.
 */
export async function compilerWithoutScript(request: Request) {
  const form = await readCheckedForm(request, FORM_LIMITS);
  const rawLanguage = text(form, "languageId");
  const page: CompilerFormPage = {
    intent: text(form, "intent") === "share" ? "share" : "run",
    languageId: isLanguageId(rawLanguage) ? rawLanguage : "",
    sourceCode: text(form, "sourceCode"),
    input: text(form, "input"),
  };
  if (!compilerCallAllowed(request)) {
    return data({ ...page, message: TOO_MANY_COMPILER_RUNS }, 429);
  }
  const signedIn = Boolean((await readAuth(request)).token);
  if (page.intent === "share") {
    const shared = await runCodeIntent(request, "share", form, signedIn);
    if (!shared.ok) return data({ ...page, message: shared.message }, shared.status);
    const link = String((shared.data as { sharedLink?: unknown }).sharedLink ?? "");
    // A path of this site only: the page shows it as a link.
    if (!/^\/(?![/\\])/.test(link)) return data({ ...page, message: CODE_TEXTS.failure }, 502);
    return data({ ...page, sharedLink: new URL(link, request.url).href });
  }
  const ran = await runHere(request, form, signedIn, page.languageId);
  if ("result" in ran) return data({ ...page, result: ran.result });
  return data({ ...page, message: ran.message }, "status" in ran ? ran.status : 502);
}
