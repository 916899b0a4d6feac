import { withLoginParam } from "~/shared/login-url";
import { JUDGE_RESULT_LABELS, type SubmissionResult } from "./results";
import { SqlTable } from "./SqlTable";
import { TraceText } from "./TraceText";
import type { PracticeRunState } from "./use-practice-run";

const STATUS_WORDS: Record<string, string> = {
  // The start call may hold for the run to finish (docs/contract.md "A result in the start answer").
  SENDING: "Running…",
  CREATED: "Starting…",
  QUEUED: "Waiting for a free runner…",
  RUNNING: "Running…",
};

/** What a run in progress says of its status (practice runs and sandbox runs alike). */
export function runStatusWords(status: string): string {
  return STATUS_WORDS[status] ?? "Running…";
}

/** A run that failed: its words, and a way to log in when that is what it needs. */
export function RunFailure(props: {
  message: string;
  login?: boolean;
  returnTo: string;
  className: string;
}) {
  return (
    <p className={props.className} role="alert">
      {props.message}
      {props.login ? (
        <>
          {" "}
          <a href={withLoginParam(props.returnTo)}>Log in</a>
        </>
      ) : null}
    </p>
  );
}

function Figures({ result }: { result: SubmissionResult }) {
  const parts = [
    result.totalCount ? `${result.passedCount ?? 0} of ${result.totalCount} test cases passed` : "",
    result.timeMs !== undefined ? `${result.timeMs} ms` : "",
    result.memoryKb ? `${Math.round(result.memoryKb)} KB` : "",
  ].filter(Boolean);
  return parts.length ? <p>{parts.join(" · ")}</p> : null;
}

type TestCaseResult = NonNullable<SubmissionResult["testCases"]>[number];

/**
 * A SQL case: the expected rows and the learner's, both as tables, side by side where the pane
 * is wide enough (docs/contract.md "SQL problems"). Its input is the example's tables.
 */
function ExpectedBesideYours({
  testCase,
  expectedTable,
}: {
  testCase: TestCaseResult;
  expectedTable: NonNullable<TestCaseResult["expectedTable"]>;
}) {
  const n = testCase.index + 1;
  return (
    <>
      <p className="practice__hint">{`Input: the tables of example ${n}.`}</p>
      <div className="practice__tablePair">
        <div>
          <span className="practice__label">Expected</span>
          <SqlTable table={expectedTable} label={`Expected output, test case ${n}`} />
        </div>
        <div>
          <span className="practice__label">Your output</span>
          {testCase.table ? (
            <SqlTable table={testCase.table} label={`Your output, test case ${n}`} />
          ) : (
            <pre className="practice__pre practice__mono">{testCase.actual || " "}</pre>
          )}
        </div>
      </div>
    </>
  );
}

/** The verdict of a run or a submission, with each visible test case. */
export function SubmissionVerdict({ result, mode }: { result: SubmissionResult; mode?: string }) {
  const accepted = result.status === "ACCEPTED";
  const judged = Boolean(result.testCases?.length);
  const title = accepted
    ? mode === "SUBMIT"
      ? "Accepted"
      : "Ran successfully"
    : (result.judgeResult && JUDGE_RESULT_LABELS[result.judgeResult]) || "Not accepted";
  return (
    <section
      className={
        accepted ? "practice__accepted practice__result" : "practice__rejected practice__result"
      }
      aria-label="Result"
      data-verdict={result.status}
      data-judge={result.judgeResult ?? ""}
    >
      <h3 className="practice__verdict">{title}</h3>
      {/* A judged verdict's message (which case failed) leads; a plain run's error follows its output. */}
      {result.message && judged ? <TraceText text={result.message} /> : null}
      <Figures result={result} />
      {result.testCases?.length ? (
        <ol className="practice__cases">
          {result.testCases.map((c) => (
            <li key={c.index} data-passed={c.passed}>
              <strong>
                Test case {c.index + 1}: {c.passed ? "passed" : "failed"}
                {c.hidden ? " (hidden)" : ""}
              </strong>
              {/* A visible example's own time; a hidden case has only the verdict's total. */}
              {!c.hidden && c.timeMs !== undefined ? (
                <span className="practice__caseTime"> · {c.timeMs} ms</span>
              ) : null}
              {c.hidden ? null : c.expectedTable ? (
                <ExpectedBesideYours testCase={c} expectedTable={c.expectedTable} />
              ) : (
                <>
                  <span className="practice__label">Input</span>
                  <pre className="practice__pre practice__mono">{c.input || " "}</pre>
                  <span className="practice__label">Expected</span>
                  <pre className="practice__pre practice__mono">{c.expected || " "}</pre>
                  <span className="practice__label">Your output</span>
                  {c.table ? (
                    <SqlTable table={c.table} label={`Your output, test case ${c.index + 1}`} />
                  ) : (
                    <pre className="practice__pre practice__mono">{c.actual || " "}</pre>
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      ) : result.stdout !== undefined ? (
        <>
          <span className="practice__label">Output</span>
          {result.table ? (
            <SqlTable table={result.table} label="Query result" />
          ) : (
            <pre className="practice__pre practice__mono">{result.stdout || " "}</pre>
          )}
        </>
      ) : null}
      {result.stderr?.trim() ? (
        <>
          <span className="practice__label">Errors</span>
          <TraceText text={result.stderr} />
        </>
      ) : null}
      {result.message && !judged ? <TraceText text={result.message} /> : null}
    </section>
  );
}

/** What the run is doing now: progress, a failure (with a way to log in) or the verdict. */
export function RunResult({ state, returnTo }: { state: PracticeRunState; returnTo: string }) {
  return (
    <div aria-live="polite" data-run-phase={state.phase}>
      {state.phase === "running" ? (
        <p className="practice__notice">{runStatusWords(state.status)}</p>
      ) : null}
      {state.phase === "failed" ? (
        <RunFailure
          message={state.message}
          login={state.login}
          returnTo={returnTo}
          className="practice__notice"
        />
      ) : null}
      {state.phase === "done" ? (
        <SubmissionVerdict result={state.result} mode={state.mode} />
      ) : null}
    </div>
  );
}
