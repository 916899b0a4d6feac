import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import {
  CODE_TEXTS,
  COMPILER_FORM_PATH,
  DEFAULT_COMPILER_LANGUAGE,
  LANGUAGE_LABELS,
  compilerPath,
  isLanguageId,
} from "~/contract/code-values";
import {
  isRunnableLanguage,
  languageOptionText,
  unavailableNoteText,
} from "~/contract/runnable-languages";
import { CompilerOutput } from "~/practice/CompilerOutput";
import { useRootCaptcha, useRootCsrf } from "~/practice/use-root-csrf";
import { compilerWithoutScript } from "~server/bff/practice/compiler-page.server";
import practiceStylesheet from "~/practice/practice.css";

// The area's stylesheet, linked where it is shown and not by the CSS bundle (decision 075).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: practiceStylesheet }];

export const meta: MetaFunction = () => [
  { title: "Online compiler" },
  { name: "robots", content: "noindex" },
];

/** The page renders after the action (a document POST runs the loaders too): nothing to load. */
export const loader = () => null;

export const action = ({ request, context }: ActionFunctionArgs) =>
  compilerWithoutScript(request, context);

const MAIN = { maxWidth: 960, margin: "0 auto", padding: "24px 16px" } as const;

/** The compiler's Run and Share without JavaScript: the result or link, the code kept to edit. */
export default function CompilerFormRoute() {
  const page = useActionData<typeof action>();
  const csrf = useRootCsrf();
  const captcha = useRootCaptcha();
  if (!page) {
    // Reached by address, not by the compiler's form.
    return (
      <div style={MAIN}>
        <h1>Online compiler</h1>
        <p>
          <a href={compilerPath(DEFAULT_COMPILER_LANGUAGE)}>Open the online compiler</a>
        </p>
      </div>
    );
  }
  const languageId = isLanguageId(page.languageId) ? page.languageId : DEFAULT_COMPILER_LANGUAGE;
  const label = LANGUAGE_LABELS[languageId];
  // The picker as the JavaScript compiler's: the languages that run, the rest disabled with why.
  const language = page.languages.find((l) => l.languageId === languageId);
  const runnable = !language || isRunnableLanguage(language);
  return (
    <div style={MAIN} className="practice__compiler">
      <p>
        <a href={compilerPath(languageId)}>Back to the {label} compiler</a>
      </p>
      <h1>Online {label} compiler</h1>
      <form method="post" action={COMPILER_FORM_PATH}>
        <input type="hidden" name="csrf" value={csrf} />
        <div className="practice__toolbar">
          <select aria-label="Language" name="languageId" defaultValue={languageId}>
            {page.languages.map((l) => (
              <option
                key={l.languageId}
                value={l.languageId}
                // The language posted stays shown as chosen, even one that cannot run.
                disabled={!isRunnableLanguage(l) && l.languageId !== languageId}
              >
                {languageOptionText(l)}
              </option>
            ))}
          </select>
          <span className="practice__spacer" />
          <button type="submit" name="intent" value="share" className="practice__button">
            Share
          </button>
          <button
            type="submit"
            name="intent"
            value="run"
            className="practice__primary practice__button"
            disabled={!runnable}
          >
            Run
          </button>
        </div>
        {runnable || page.message ? null : (
          <p className="practice__notice" role="note" data-language-unavailable="">
            {unavailableNoteText(language ?? { label })}
          </p>
        )}
        {captcha.enabled ? (
          <label className="practice__check">
            <input type="checkbox" name="captchaToken" value={captcha.testToken} /> I am not a robot
            (test check)
          </label>
        ) : null}
        {page.sharedLink ? (
          <p className="practice__notice" role="status">
            Your code is shared: <a href={page.sharedLink}>{page.sharedLink}</a>
          </p>
        ) : null}
        <div className="practice__codeFrame">
          <textarea
            name="sourceCode"
            aria-label={`Code, ${label}`}
            className="practice__plainCode"
            style={{ height: 320 }}
            defaultValue={page.sourceCode}
            spellCheck={false}
          />
        </div>
        <label className="practice__label" htmlFor="compiler-stdin">
          Input (stdin)
        </label>
        <textarea
          id="compiler-stdin"
          name="input"
          className="practice__input practice__plainCode"
          defaultValue={page.input}
          spellCheck={false}
        />
      </form>
      <section aria-label="Output" data-run-phase={page.result ? "done" : "failed"}>
        <span className="practice__label">Output</span>
        {page.message ? (
          <p className="practice__notice" role="alert">
            {page.message || CODE_TEXTS.failure}
          </p>
        ) : null}
        {page.result ? (
          <CompilerOutput
            result={page.result}
            console={{
              lines: page.consoleLines,
              fields: { csrf, languageId, sourceCode: page.sourceCode, input: page.input },
            }}
          />
        ) : null}
        {!page.result && !page.message && page.intent === "run" ? (
          <p>Press Run to see what your code prints.</p>
        ) : null}
      </section>
    </div>
  );
}
