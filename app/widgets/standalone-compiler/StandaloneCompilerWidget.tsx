import "~/first-load";
import { useEffect, useRef, useState } from "react";
import { CODE_TEXTS, compilerPolling } from "~/contract/code-values";
import type { StandaloneCompilerData } from "~/contract/widgets/standalone-compiler";
import { CodeSurface } from "~/practice/CodeSurface";
import { useRootCaptcha, useRootCsrf } from "~/practice/use-root-csrf";
import { postCode } from "~/practice/code-client";
import type { CompilerResultView } from "~/practice/results";
import { useDarkPage } from "~/practice/use-dark-page";
import styles from "~/practice/practice.module.css";
import { EditorSettingsMenu } from "~/practice/EditorSettingsMenu";
import { pollOnSchedule } from "~/shared/poll";
import type { WidgetProps } from "../types";
import { AssistantLauncher, useCodeContext } from "~/assistant/AssistantLauncher";

const EDITOR_HEIGHT = "420px";

/** A compiler result: polled on while in progress, the outcome once not. */
const compilerStep = (result: CompilerResultView) =>
  result.inProgress ? { done: false as const } : { done: true as const, value: result };

type CompilerState =
  | { phase: "idle" }
  | { phase: "running" }
  | { phase: "done"; result: CompilerResultView }
  | { phase: "failed"; message: string };

/**
 * The standalone compiler of /online-compiler/* (spec 02 sections 2, 3 and 9): the language the
 * address named, stdin, Run with the compiler's schedule, and Share. Visitors may use it.
 */
export function StandaloneCompilerWidget({ data }: WidgetProps<StandaloneCompilerData>) {
  const csrf = useRootCsrf();
  const dark = useDarkPage();
  const captcha = useRootCaptcha();
  const [humanChecked, setHumanChecked] = useState(false);
  const captchaToken = captcha.enabled && humanChecked ? captcha.testToken : undefined;
  const starter = (id: string) =>
    data.languages.find((l) => l.languageId === id)?.starterCode ?? "";
  const [languageId, setLanguageId] = useState<string>(data.languageId);
  const [code, setCode] = useState(data.sourceCode ?? starter(data.languageId));
  const [input, setInput] = useState(data.input ?? "");
  const [state, setState] = useState<CompilerState>({ phase: "idle" });
  const [shared, setShared] = useState<{ link?: string; message?: string }>({});
  const controller = useRef<AbortController>();
  useEffect(() => () => controller.current?.abort(), []);
  const assistantContext = useCodeContext(code, languageId);

  const changeLanguage = (next: string) => {
    // Starter code follows the language until the learner has typed their own.
    if (code === starter(languageId)) setCode(starter(next));
    setLanguageId(next);
  };

  const run = async () => {
    if (state.phase === "running") return;
    if (code.trim() === "") return setState({ phase: "failed", message: CODE_TEXTS.emptyCode });
    controller.current?.abort();
    const abort = (controller.current = new AbortController());
    setState({ phase: "running" });
    const started = await postCode<{ token: string; result?: CompilerResultView }>(
      "compiler-run",
      { sourceCode: code, languageId, input, captchaToken },
      csrf,
      abort.signal,
    );
    if (abort.signal.aborted) return;
    if (!started.ok)
      return setState({ phase: "failed", message: started.message || CODE_TEXTS.failure });
    try {
      const outcome = await pollOnSchedule<CompilerResultView>({
        schedule: compilerPolling(languageId),
        signal: abort.signal,
        // A run that finished before the start call answered: its result, with no poll.
        first: started.data.result ? compilerStep(started.data.result) : undefined,
        poll: async () => {
          const answer = await postCode<CompilerResultView>(
            "compiler-status",
            { token: started.data.token },
            csrf,
            abort.signal,
          );
          if (!answer.ok) throw new Error(answer.message || CODE_TEXTS.failure);
          return compilerStep(answer.data);
        },
      });
      if (outcome.kind === "aborted") return;
      if (outcome.kind === "timed-out")
        return setState({ phase: "failed", message: CODE_TEXTS.timedOut });
      setState({ phase: "done", result: outcome.value });
    } catch (error) {
      if (!abort.signal.aborted)
        setState({ phase: "failed", message: (error as Error).message || CODE_TEXTS.failure });
    }
  };

  const share = async () => {
    setShared({});
    const answer = await postCode<{ sharedLink: string }>(
      "share",
      { sourceCode: code, languageId, input, captchaToken },
      csrf,
    );
    if (!answer.ok) return setShared({ message: answer.message || CODE_TEXTS.failure });
    const link = new URL(answer.data.sharedLink, window.location.origin).href;
    setShared({ link });
    try {
      await navigator.clipboard?.writeText(link);
      setShared({ link, message: "Link copied to the clipboard." });
    } catch {
      // No clipboard: the link is on the screen to copy by hand.
    }
  };

  const result = state.phase === "done" ? state.result : undefined;
  return (
    <div className={styles.compiler} data-compiler={languageId}>
      {data.title ? <h1>{data.title}</h1> : null}
      <div className={styles.toolbar}>
        <select
          aria-label="Language"
          value={languageId}
          onChange={(e) => changeLanguage(e.target.value)}
        >
          {data.languages.map((l) => (
            <option key={l.languageId} value={l.languageId}>
              {l.label}
            </option>
          ))}
        </select>
        <EditorSettingsMenu surface="compiler" />
        <span className={styles.spacer} />
        <button type="button" className={styles.button} onClick={() => void share()}>
          Share
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => void run()}
          disabled={state.phase === "running"}
          title="Ctrl/Cmd+Enter"
        >
          {state.phase === "running" ? "Running…" : "Run"}
        </button>
      </div>
      {captcha.enabled ? (
        // The test provider's check (a real provider renders its widget here, same field).
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={humanChecked}
            onChange={(e) => setHumanChecked(e.target.checked)}
          />{" "}
          I am not a robot (test check)
        </label>
      ) : null}
      {shared.link || shared.message ? (
        <p className={styles.notice} role="status">
          {shared.message} {shared.link ? <a href={shared.link}>{shared.link}</a> : null}
        </p>
      ) : null}
      <CodeSurface
        languageId={languageId}
        value={code}
        onChange={setCode}
        label={`Code, ${data.languages.find((l) => l.languageId === languageId)?.label ?? languageId}`}
        dark={dark}
        height={EDITOR_HEIGHT}
        onRun={() => void run()}
      />
      <label className={styles.label} htmlFor="compiler-stdin">
        Input (stdin)
      </label>
      <textarea
        id="compiler-stdin"
        className={styles.input}
        value={input}
        onChange={(e) => setInput(e.target.value)}
        spellCheck={false}
      />
      <section aria-live="polite" aria-label="Output" data-run-phase={state.phase}>
        <span className={styles.label}>Output</span>
        {state.phase === "failed" ? (
          <p className={styles.notice} role="alert">
            {state.message}
          </p>
        ) : null}
        {result ? (
          <div data-successful={String(result.isSuccessful ?? false)}>
            {result.message ? <pre className={styles.pre}>{result.message}</pre> : null}
            <pre className={styles.pre} data-testid="compiler-output">
              {result.result || " "}
            </pre>
          </div>
        ) : state.phase === "idle" ? (
          <p>Press Run to see what your code prints.</p>
        ) : state.phase === "running" ? (
          <p>Running…</p>
        ) : null}
      </section>
      {data.assistant ? (
        <AssistantLauncher
          assistant={data.assistant}
          kind="AI_ASSISTANT"
          context={assistantContext}
        />
      ) : null}
    </div>
  );
}
