import { data, type AppLoadContext } from "@remix-run/node";
import {
  CODE_TEXTS,
  compilerPath,
  compilerPolling,
  DEFAULT_COMPILER_LANGUAGE,
  isLanguageId,
  LANGUAGE_IDS,
  LANGUAGE_LABELS,
  CONSOLE_TEXTS,
  consoleLinesOf,
  consoleStdin,
} from "~/contract/code-values";
import type { z } from "zod";
import type { compilerResultSchema } from "~/contract/code";
import { isRunnableLanguage, unavailableNoteText } from "~/contract/runnable-languages";
import { standaloneCompilerSchema } from "~/contract/widgets/standalone-compiler";
import { pollOnSchedule } from "~/shared/poll";
import { readCheckedForm } from "../csrf.server";
import { fetchPage } from "../page.server";

import { makeTimings } from "../timing.server";
import { runCodeIntent } from "./code-calls.server";
import { compilerCallAllowed, TOO_MANY_COMPILER_RUNS } from "./code-route.server";

type CompilerResultView = z.output<typeof compilerResultSchema>;

/** What the no-JavaScript compiler page shows after Run or Share: always the text it was sent. */
export interface CompilerFormPage {
  intent: "run" | "share";
  languageId: string;
  sourceCode: string;
  input: string;
  /** The console's lines so far (decision 068): the re-run's stdin after `input`. */
  consoleLines: string[];
  result?: CompilerResultView;
  sharedLink?: string;
  message?: string;
  /** The picker's languages, as the compiler page describes them (which run, and why not). */
  languages: CompilerFormLanguage[];
}

/** A language of the picker (docs/contract.md "Languages that run"). */
export interface CompilerFormLanguage {
  languageId: string;
  label: string;
  runnable?: boolean;
  unavailableReason?: string;
}

/** What the picker offers when the compiler page cannot be read: every language, as upstream would. */
const EVERY_LANGUAGE: CompilerFormLanguage[] = LANGUAGE_IDS.map((languageId) => ({
  languageId,
  label: LANGUAGE_LABELS[languageId],
}));

/**
 * The languages of the compiler page the form came from, read as that page is (the page call,
 * the visitor's page-answer cache entry): the picker then offers only those that run, as the JavaScript
 * compiler does. A page that cannot be read leaves every language offered.
 */
async function compilerLanguages(
  request: Request,
  context: AppLoadContext,
  languageId: string,
): Promise<CompilerFormLanguage[]> {
  const path = compilerPath(isLanguageId(languageId) ? languageId : DEFAULT_COMPILER_LANGUAGE);
  const pageRequest = new Request(new URL(path, request.url), {
    method: "GET",
    headers: request.headers,
    signal: request.signal,
  });
  try {
    const load = await fetchPage(pageRequest, makeTimings(), path, {
      upstream: context.upstream,
      signedIn: Boolean(context.session.auth.token),
    });
    if (load.status !== "loaded") return EVERY_LANGUAGE;
    const cell = load.page.cells.find((c) => c.componentType === "STANDALONE_COMPILER");
    const parsed = standaloneCompilerSchema.safeParse(cell?.componentData);
    if (!parsed.success) return EVERY_LANGUAGE;
    return parsed.data.languages.map(({ languageId, label, runnable, unavailableReason }) => ({
      languageId,
      label,
      ...(runnable === undefined ? {} : { runnable }),
      ...(unavailableReason === undefined ? {} : { unavailableReason }),
    }));
  } catch {
    return EVERY_LANGUAGE;
  }
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
async function runHere(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  signedIn: boolean,
  languageId: string,
) {
  const started = await runCodeIntent(context, "compiler-run", form, signedIn);
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
        const answer = await runCodeIntent(context, "compiler-status", statusForm, signedIn);
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
export async function compilerWithoutScript(request: Request, context: AppLoadContext) {
  const form = await readCheckedForm(request, context, FORM_LIMITS);
  const rawLanguage = text(form, "languageId");
  const languageId = isLanguageId(rawLanguage) ? rawLanguage : "";
  const signedIn = Boolean(context.session.auth.token);
  const page: CompilerFormPage = {
    intent: text(form, "intent") === "share" ? "share" : "run",
    languageId,
    sourceCode: text(form, "sourceCode"),
    input: text(form, "input"),
    consoleLines: [],
    languages: await compilerLanguages(request, context, languageId),
  };
  if (!compilerCallAllowed(request)) {
    return data({ ...page, message: TOO_MANY_COMPILER_RUNS }, 429);
  }
  const language = page.languages.find((l) => l.languageId === languageId);
  if (page.intent === "run" && language && !isRunnableLanguage(language)) {
    // Said as the JavaScript compiler says it, and not run: upstream would only refuse it.
    return data({ ...page, message: unavailableNoteText(language) }, 422);
  }
  if (page.intent === "share") {
    const shared = await runCodeIntent(context, "share", form, signedIn);
    if (!shared.ok) return data({ ...page, message: shared.message }, shared.status);
    const link = String((shared.data as { sharedLink?: unknown }).sharedLink ?? "");
    // A path of this site only: the page shows it as a link.
    if (!/^\/(?![/\\])/.test(link)) return data({ ...page, message: CODE_TEXTS.failure }, 502);
    return data({ ...page, sharedLink: new URL(link, request.url).href });
  }
  // A console's line (decision 068): the run again, its stdin the input then every line so far.
  const line = form.get("consoleLine");
  if (typeof line === "string") {
    const lines = consoleLinesOf(text(form, "consoleLines"), line);
    if (!lines) return data({ ...page, message: CONSOLE_TEXTS.tooManyLines }, 413);
    page.consoleLines = lines;
    form.set("input", consoleStdin(page.input, lines));
  }
  const ran = await runHere(request, context, form, signedIn, page.languageId);
  if ("result" in ran) return data({ ...page, result: ran.result });
  return data({ ...page, message: ran.message }, "status" in ran ? ran.status : 502);
}
