import { useEffect, useRef, useState, type FormEvent } from "react";
import { useEarlyValue } from "~/ui/use-early-value";
import { useNavigate } from "@remix-run/react";
import {
  CODE_TEXTS,
  COMPILER_FORM_PATH,
  compilerPath,
  consoleStdin,
  isLanguageId,
} from "~/contract/code-values";
import {
  isRunnableLanguage,
  languageOptionText,
  unavailableNoteText,
} from "~/contract/runnable-languages";
import type { StandaloneCompilerData } from "~/contract/widgets/standalone-compiler";
import { CodeSurface } from "~/practice/CodeSurface";
import { CompilerOutput } from "~/practice/CompilerOutput";
import { failingLine } from "~/practice/failing-line";
import { useConsoleLines } from "~/practice/use-console-lines";
import {
  draftInMemory,
  flushCompilerDraft,
  keepCompilerDraft,
  loadCompilerDraft,
} from "~/practice/compiler-drafts";
import { useRootCaptcha, useRootCsrf } from "~/practice/use-root-csrf";
import { useDarkPage } from "~/practice/use-dark-page";
import { EditorSettingsMenu } from "~/practice/EditorSettingsMenu";
import { EditorSlot, Workspace } from "~/practice/workspace/Workspace";
import type { WidgetProps } from "../types";
import { AssistantLauncher, useCodeContext } from "~/assistant/AssistantLauncher";
import { useCompilerCalls } from "./use-compiler-calls";

/** The editor fills its slot (EditorSlot); the textarea before it takes the same height. */
const EDITOR_HEIGHT = "100%";
/** The code's share of the row (percent). */
const PANE_SIZES = [60];
/** The form's id: its fields sit in the workspace's panes, beside the assistant's own form. */
const FORM_ID = "compiler-form";

/**
 * The standalone compiler of /online-compiler/* (spec 02 sections 2, 3 and 9). Each language is
 * its own page (address, heading, starter code): a new language remounts the compiler, which
 * takes that language's draft back.
 */
export function StandaloneCompilerWidget(props: WidgetProps<StandaloneCompilerData>) {
  const { data } = props;
  return <Compiler key={`${data.languageId} ${data.sharedLink ?? ""}`} {...props} />;
}

/**
 * One language's compiler: a form that posts Run and Share to COMPILER_FORM_PATH without
 * JavaScript, and runs them in place with it. Code and stdin are kept per language.
 */
function Compiler({ data }: WidgetProps<StandaloneCompilerData>) {
  const csrf = useRootCsrf();
  const dark = useDarkPage();
  const navigate = useNavigate();
  const captcha = useRootCaptcha();
  const [humanChecked, setHumanChecked] = useState(false);
  const captchaToken = captcha.enabled && humanChecked ? captcha.testToken : undefined;
  const { languageId } = data;
  const language = data.languages.find((l) => l.languageId === languageId);
  const starter = language?.starterCode ?? "";
  // A language the upstream cannot run (docs/contract.md "Languages that run"): said, not run.
  const runnable = !language || isRunnableLanguage(language);
  // A shared code is what the address opens; otherwise this tab's draft, else the starter.
  const shared = data.sourceCode !== undefined;
  const remembered = shared ? undefined : draftInMemory(languageId);
  const [code, setCode] = useState(data.sourceCode ?? remembered?.code ?? starter);
  const [input, setInput] = useState(data.input ?? remembered?.input ?? "");
  const [switchingTo, setSwitchingTo] = useState<string>();
  const touched = useRef(false);
  const calls = useCompilerCalls(csrf, languageId);
  const assistantContext = useCodeContext(code, languageId, input);

  useEffect(() => {
    // The stored draft (over a reload), unless the learner has typed first.
    if (shared || remembered) return;
    void loadCompilerDraft(languageId).then((draft) => {
      if (!draft || touched.current) return;
      setCode(draft.code);
      setInput(draft.input);
    });
    // Once per language page (the compiler is keyed by it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // A reload within the save delay must not lose the last keys.
    const flush = () => void flushCompilerDraft(languageId);
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, [languageId]);

  const edit = (next: { code?: string; input?: string }) => {
    touched.current = true;
    const draft = { code: next.code ?? code, input: next.input ?? input };
    if (next.code !== undefined) setCode(next.code);
    if (next.input !== undefined) setInput(next.input);
    keepCompilerDraft(languageId, draft);
  };

  const changeLanguage = (next: string) => {
    if (!isLanguageId(next) || next === languageId) return;
    setSwitchingTo(next);
    void flushCompilerDraft(languageId);
    navigate(compilerPath(next), { preventScrollReset: true });
  };
  // A language picked before hydration (a slow phone) is switched to once the page can.
  const languageField = useRef<HTMLSelectElement>(null);
  useEarlyValue(languageField, languageId, changeLanguage);

  // The console's lines typed so far (decision 068): a Run starts a new console.
  const typed = useConsoleLines();
  const runFresh = () => {
    typed.clear();
    void calls.run({ sourceCode: code, languageId, input, captchaToken });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const fields = { sourceCode: code, languageId, input, captchaToken };
    if (submitter?.value === "share") void calls.share(fields);
    else if (runnable) runFresh();
  };

  const { state, shared: sharedNotice } = calls;
  // A run starting, and its result arriving, bring the output into view.
  const [reveal, setReveal] = useState(0);
  useEffect(() => {
    if (state.phase !== "idle") setReveal((n) => n + 1);
  }, [state.phase]);

  // The line the error points at, while the code is the code that ran (a run starting clears it).
  const errorLine =
    state.phase === "done" && state.sourceCode === code
      ? failingLine(state.result.message, languageId)
      : undefined;

  const editor = (
    <>
      <div className="practice__toolbar">
        <select
          aria-label="Language"
          name="languageId"
          form={FORM_ID}
          ref={languageField}
          value={switchingTo ?? languageId}
          onChange={(e) => changeLanguage(e.target.value)}
        >
          {data.languages.map((l) => (
            <option
              key={l.languageId}
              value={l.languageId}
              // The address may name a language that cannot run: it stays shown as chosen.
              disabled={!isRunnableLanguage(l) && l.languageId !== languageId}
            >
              {languageOptionText(l)}
            </option>
          ))}
        </select>
        <EditorSettingsMenu surface="compiler" />
        <span className="practice__spacer" />
        <button
          type="submit"
          name="intent"
          value="share"
          form={FORM_ID}
          className="practice__button"
        >
          Share
        </button>
        <button
          type="submit"
          name="intent"
          value="run"
          form={FORM_ID}
          className="practice__primary practice__button"
          disabled={state.phase === "running" || !runnable}
          title="Ctrl/Cmd+Enter"
        >
          {state.phase === "running" ? "Running…" : "Run"}
        </button>
      </div>
      {runnable ? null : (
        <p className="practice__notice" role="note" data-language-unavailable="">
          {unavailableNoteText(language ?? { label: languageId })}
        </p>
      )}
      {captcha.enabled ? (
        // The test provider's check (a real provider renders its widget here, same field).
        <label className="practice__check">
          <input
            type="checkbox"
            name="captchaToken"
            form={FORM_ID}
            value={captcha.testToken}
            checked={humanChecked}
            onChange={(e) => setHumanChecked(e.target.checked)}
          />{" "}
          I am not a robot (test check)
        </label>
      ) : null}
      {sharedNotice.link || sharedNotice.message ? (
        <p className="practice__notice" role="status">
          {sharedNotice.message}{" "}
          {sharedNotice.link ? <a href={sharedNotice.link}>{sharedNotice.link}</a> : null}
        </p>
      ) : null}
      <EditorSlot>
        <CodeSurface
          languageId={languageId}
          value={code}
          onChange={(next) => edit({ code: next })}
          name="sourceCode"
          form={FORM_ID}
          label={`Code, ${language?.label ?? languageId}`}
          dark={dark}
          height={EDITOR_HEIGHT}
          errorLine={errorLine}
          onRun={() => runnable && runFresh()}
        />
      </EditorSlot>
      <label className="practice__label" htmlFor="compiler-stdin">
        Input (stdin)
      </label>
      <textarea
        id="compiler-stdin"
        name="input"
        form={FORM_ID}
        className="practice__input practice__plainCode"
        value={input}
        onChange={(e) => edit({ input: e.target.value })}
        spellCheck={false}
      />
      {data.assistant ? (
        <div className="practice__toolbar">
          <AssistantLauncher
            assistant={data.assistant}
            kind="AI_ASSISTANT"
            context={assistantContext}
          />
        </div>
      ) : null}
    </>
  );
  const output = (
    <section aria-live="polite" aria-label="Output" data-run-phase={state.phase}>
      <span className="practice__label">Output</span>
      {state.phase === "failed" ? (
        <p className="practice__notice" role="alert">
          {state.message || CODE_TEXTS.failure}
        </p>
      ) : null}
      {state.phase === "done" ? (
        <CompilerOutput
          result={state.result}
          console={{
            lines: typed.lines,
            typedAt: typed.typedAt,
            fields: { csrf, languageId, sourceCode: state.sourceCode, input },
            onLine: (line) => {
              // The program runs again from the start: the code that ran, every line so far.
              const lines = typed.type(line, state.result.result ?? "");
              if (!lines) return;
              void calls.run({
                sourceCode: state.sourceCode,
                languageId,
                input: consoleStdin(input, lines),
                captchaToken,
              });
            },
          }}
        />
      ) : state.phase === "idle" ? (
        <p>Press Run to see what your code prints.</p>
      ) : state.phase === "running" ? (
        <p>Running…</p>
      ) : null}
    </section>
  );
  return (
    <div className="practice__compiler" data-compiler={languageId}>
      {/* Run and Share post here without JavaScript (COMPILER_FORM_PATH); its fields name it. */}
      <form id={FORM_ID} method="post" action={COMPILER_FORM_PATH} onSubmit={submit}>
        <input type="hidden" name="csrf" value={csrf} />
      </form>
      <Workspace
        name="compiler"
        label="Compiler"
        panes={[
          { id: "code", label: "Code", content: editor },
          { id: "result", label: "Result", content: output },
        ]}
        sizes={PANE_SIZES}
        resultPane="result"
        editorPane="code"
        assistantPane="result"
        reveal={reveal}
        header={data.title ? <h1>{data.title}</h1> : undefined}
      />
    </div>
  );
}
