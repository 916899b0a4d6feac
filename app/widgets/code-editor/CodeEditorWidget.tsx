import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { CodeEditorData } from "~/contract/widgets/code-editor";
import { CODE_TEXTS, SQL_LANGUAGE_IDS } from "~/contract/code-values";
import { isRunnableLanguage, languageOptionText } from "~/contract/runnable-languages";
import { CodeSurface } from "~/practice/CodeSurface";
import { useRootCsrf, useRootLoggedIn } from "~/practice/use-root-csrf";
import { postCode } from "~/practice/code-client";
import { reviewCode, type CodeReviewOutcome } from "~/practice/code-review";
import { CODE_STORE_BLOCKED, deleteDraft, loadDraft, saveDraft } from "~/practice/drafts";
import { CustomInput } from "~/practice/CustomInput";
import { ProblemExamples } from "~/practice/ProblemExamples";
import { ProblemHints } from "~/practice/ProblemHints";
import { RunResult } from "~/practice/RunResult";
import { EditorSettingsMenu } from "~/practice/EditorSettingsMenu";
import { ProblemListNav } from "~/practice/ProblemListNav";
import { SubmissionHistory } from "~/practice/SubmissionHistory";
import { withLoginParam } from "~/shared/login-url";
import { useDarkPage } from "~/practice/use-dark-page";
import { useEarlyValue } from "~/ui/use-early-value";
import { failingLine } from "~/practice/failing-line";
import { usePracticeRun } from "~/practice/use-practice-run";
import { EditorSlot, Workspace } from "~/practice/workspace/Workspace";
import type { WidgetProps } from "../types";
import { AssistantLauncher, useCodeContext } from "~/assistant/AssistantLauncher";

const DRAFT_SAVE_DELAY_MS = 500;
/** The editor fills its slot (EditorSlot); the textarea before it takes the same height. */
const EDITOR_HEIGHT = "100%";
/** The statement's share of the row, then the code's share of what is left (percent). */
const PANE_SIZES = [34, 58];

/**
 * The practice editor of /problem/* (spec 02 sections 2-4): the statement beside the code,
 * Run and Submit with the spec's polling, hints, and drafts saved per problem and language.
 * Without JavaScript the same code area is a textarea in a form that posts to /practice/submit.
 */
export function CodeEditorWidget({ data }: WidgetProps<CodeEditorData>) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const loggedIn = useRootLoggedIn();
  const csrf = useRootCsrf();
  const dark = useDarkPage();
  const starter = (id: string) =>
    data.languages.find((l) => l.languageId === id)?.starterCode ?? "";
  // The page's default, else the first language that runs (docs/contract.md "Languages that run").
  const firstLanguage =
    data.languages.find((l) => l.languageId === data.defaultLanguageId)?.languageId ??
    (data.languages.find(isRunnableLanguage) ?? data.languages[0]).languageId;
  const [languageId, setLanguageId] = useState<string>(firstLanguage);
  const languageField = useRef<HTMLSelectElement>(null);
  useEarlyValue(languageField, languageId, setLanguageId);
  const [code, setCode] = useState(() => starter(firstLanguage));
  const [input, setInput] = useState("");
  const [toast, setToast] = useState<string>();
  const [storeBlocked, setStoreBlocked] = useState(false);
  const onBlocked = useCallback(() => setStoreBlocked(true), []);
  const restoring = useRef(true);
  const [review, setReview] = useState<CodeReviewOutcome | "running">();
  const reviewAbort = useRef<AbortController>();
  useEffect(() => () => reviewAbort.current?.abort(), []);
  const askReview = async () => {
    reviewAbort.current?.abort();
    const abort = (reviewAbort.current = new AbortController());
    setReview("running");
    const outcome = await reviewCode(
      (intent, fields) => postCode(intent, fields, csrf, abort.signal),
      { sourceCode: code, languageId, problemId: data.problemId },
      { signal: abort.signal },
    );
    if (!abort.signal.aborted) setReview(outcome);
  };
  const assistantContext = useCodeContext(
    code,
    languageId,
    (SQL_LANGUAGE_IDS as readonly string[]).includes(languageId) ? "" : input,
  );

  // Drafts: restore the saved code of this problem and language (starter code otherwise).
  useEffect(() => {
    let live = true;
    restoring.current = true;
    void loadDraft(data.problemId, languageId, onBlocked).then((draft) => {
      if (!live) return;
      setCode(pendingLoad.current ?? draft?.code ?? starter(languageId));
      pendingLoad.current = undefined;
      restoring.current = false;
    });
    return () => {
      live = false;
    };
    // starter() reads data.languages, which is the page's and does not change under us.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data.problemId, languageId, onBlocked]);

  // ... and save as the learner types (debounced).
  useEffect(() => {
    if (restoring.current) return;
    const timer = window.setTimeout(() => {
      void saveDraft({ problemId: data.problemId, languageId, code }, onBlocked);
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [code, data.problemId, languageId, onBlocked]);

  // Spec 02 section 8's submit toast, shown beside the verdict until the next run.
  const onSubmitted = useCallback(() => setToast(CODE_TEXTS.submitted), []);
  const { state, start } = usePracticeRun(csrf, onSubmitted);
  const busy = state.phase === "running";
  // A run starting, and its result arriving, bring the result pane into view.
  const [reveal, setReveal] = useState(0);
  useEffect(() => {
    if (state.phase !== "idle") setReveal((n) => n + 1);
  }, [state.phase]);
  const sql = (SQL_LANGUAGE_IDS as readonly string[]).includes(languageId);
  const fields = {
    token: data.runToken,
    sourceCode: code,
    languageId,
    input: (!sql && input) || undefined,
  };
  // The code of the last run: its error's line is marked while the editor holds that code.
  const [ranCode, setRanCode] = useState<string>();
  const run = () => {
    if (busy) return;
    setToast(undefined);
    setRanCode(code);
    void start("RUN", fields);
  };
  const submit = () => {
    if (busy) return;
    setToast(undefined);
    setRanCode(code);
    void start("SUBMIT", { ...fields, input: undefined });
  };
  const errorLine =
    state.phase === "done" && ranCode === code
      ? failingLine(state.result.message || state.result.stderr, languageId)
      : undefined;

  // An old submission loaded from the history: its language, then its code over the draft.
  const [loaded, setLoaded] = useState<string>();
  const pendingLoad = useRef<string>();
  const loadSubmission = (nextLanguage: string, sourceCode: string) => {
    setLoaded("Your old submission is in the editor now.");
    if (nextLanguage === languageId) return setCode(sourceCode);
    pendingLoad.current = sourceCode;
    setLanguageId(nextLanguage);
  };

  const reset = () => {
    setCode(starter(languageId));
    void deleteDraft(data.problemId, languageId, onBlocked);
  };

  const statement = (
    <article>
      {data.problemGroupTitle && data.problemGroupId ? (
        <a href={`/problem-group/${data.problemGroupId}`}>{data.problemGroupTitle}</a>
      ) : null}
      <h1>{data.title}</h1>
      <div className="practice__meta">
        {data.difficulty ? <span className="practice__chip">{data.difficulty}</span> : null}
        {data.tags?.map((tag) => (
          <span key={tag} className="practice__chip">
            {tag}
          </span>
        ))}
        {data.solved ? <span className="practice__chip">Solved</span> : null}
      </div>
      <div className="practice__statement">
        {data.statement.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {data.examples ? <ProblemExamples examples={data.examples} /> : null}
      {data.constraints?.length ? (
        <>
          <h2>Constraints</h2>
          <ul>
            {data.constraints.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </>
      ) : null}
      <ProblemHints
        problemId={data.problemId}
        problemGroupId={data.problemGroupId}
        initialHints={data.hints ?? []}
        csrf={csrf}
        loggedIn={loggedIn}
        returnTo={returnTo}
      />
      {data.assistant ? (
        <div className="practice__hints">
          <AssistantLauncher
            assistant={data.assistant}
            kind="EDITOR_ASSISTANT"
            context={assistantContext}
          />
        </div>
      ) : null}
    </article>
  );
  const editor = (
    <form
      method="post"
      action="/practice/submit"
      onSubmit={(event) => (event.preventDefault(), submit())}
    >
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="token" value={data.runToken} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {storeBlocked ? (
        <p className="practice__notice" role="alert">
          {CODE_STORE_BLOCKED}
        </p>
      ) : null}
      <div className="practice__toolbar">
        <label>
          <span className="visually-hidden">Language</span>
          <select
            name="languageId"
            ref={languageField}
            value={languageId}
            onChange={(e) => setLanguageId(e.target.value)}
            aria-label="Language"
          >
            {data.languages.map((l) => (
              <option key={l.languageId} value={l.languageId} disabled={!isRunnableLanguage(l)}>
                {languageOptionText(l)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="practice__button" onClick={reset}>
          Reset to starter code
        </button>
        <span className="practice__spacer" />
        <EditorSettingsMenu surface="practice" />
      </div>
      <EditorSlot>
        <CodeSurface
          name="sourceCode"
          languageId={languageId}
          value={code}
          onChange={setCode}
          label={`Code editor, ${data.languages.find((l) => l.languageId === languageId)?.label ?? languageId}`}
          dark={dark}
          height={EDITOR_HEIGHT}
          onRun={run}
          onSubmit={submit}
          errorLine={errorLine}
        />
      </EditorSlot>
      {/* A SQL query reads the problem's tables, not stdin: no input box for it. */}
      {sql ? null : (
        <CustomInput id={`input-${data.problemId}`} value={input} onChange={setInput} />
      )}
      <div className="practice__actions practice__toolbar">
        <button
          type="button"
          className="practice__button"
          onClick={() => void askReview()}
          disabled={review === "running"}
        >
          {review === "running" ? "Reviewing…" : "Code review"}
        </button>
        <span className="practice__spacer" />
        <button
          type="button"
          className="practice__button"
          onClick={run}
          disabled={busy}
          title="Ctrl/Cmd+Enter"
        >
          Run
        </button>
        <button
          type="submit"
          className="practice__primary practice__button"
          disabled={busy}
          title="Ctrl/Cmd+Shift+Enter"
        >
          Submit
        </button>
      </div>
    </form>
  );
  const result = (
    <>
      {state.phase === "idle" && !review && !toast ? (
        <p className="practice__hint">Run your code to see its output here.</p>
      ) : null}
      <RunResult state={state} returnTo={returnTo} />
      {loaded ? (
        <p className="practice__toast" role="status">
          {loaded}
        </p>
      ) : null}
      {loggedIn && csrf ? (
        <SubmissionHistory
          problemId={data.problemId}
          csrf={csrf}
          refreshKey={state.phase === "done" && state.mode === "SUBMIT" ? state : undefined}
          onLoad={loadSubmission}
          dark={dark}
        />
      ) : null}
      {review && review !== "running" && (review.ok || review.message) ? (
        <section aria-live="polite" aria-label="Code review" data-code-review="">
          <span className="practice__label">Code review</span>
          {review.ok ? (
            <pre className="practice__reviewText">{review.answer}</pre>
          ) : (
            <p className="practice__notice" role="alert">
              {review.message} {review.login ? <a href={withLoginParam(returnTo)}>Log in</a> : null}
            </p>
          )}
        </section>
      ) : null}
      {toast ? (
        <p className="practice__toast" role="status">
          {toast}
        </p>
      ) : null}
    </>
  );
  return (
    <div data-problem={data.problemId}>
      <Workspace
        name="problem"
        label="Problem"
        panes={[
          {
            id: "statement",
            label: "Statement",
            content: (
              <>
                {data.listNav ? <ProblemListNav nav={data.listNav} /> : null}
                {statement}
              </>
            ),
          },
          { id: "code", label: "Code", content: editor },
          { id: "result", label: "Result", content: result },
        ]}
        sizes={PANE_SIZES}
        resultPane="result"
        editorPane="code"
        assistantPane="statement"
        reveal={reveal}
      />
    </div>
  );
}

/** Another problem is another editor: its code, hints and verdict start afresh (issue 44). */
export function ProblemEditorWidget(props: WidgetProps<CodeEditorData>) {
  return <CodeEditorWidget key={props.data.problemId} {...props} />;
}
