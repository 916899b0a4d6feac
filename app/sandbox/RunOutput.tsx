import { RunFailure, runStatusWords } from "~/practice/RunResult";
import { TraceText } from "~/practice/TraceText";
import styles from "./sandbox.module.css";
import type { PlatformRunState } from "./use-platform-run";

/** What a platform run printed: stdout, stderr and its time; or its progress, or its failure. */
export function RunOutput({ state, returnTo }: { state: PlatformRunState; returnTo: string }) {
  return (
    <section
      className={styles.output}
      aria-label="Output"
      aria-live="polite"
      data-run-phase={state.phase}
    >
      {state.phase === "idle" ? (
        <p className={styles.hint}>Press Run (Ctrl/Cmd+Enter) to run the project.</p>
      ) : null}
      {state.phase === "running" ? (
        <p className={styles.hint}>{runStatusWords(state.status)}</p>
      ) : null}
      {state.phase === "failed" ? (
        <RunFailure
          message={state.message}
          login={state.login}
          returnTo={returnTo}
          className={styles.notice}
        />
      ) : null}
      {state.phase === "done" ? (
        <div data-status={state.result.status}>
          {state.result.message ? (
            <TraceText text={state.result.message} testId="sandbox-message" />
          ) : null}
          <span className={styles.label}>Output</span>
          <pre className={styles.pre} data-testid="sandbox-stdout">
            {state.result.stdout || " "}
          </pre>
          {state.result.stderr?.trim() ? (
            <>
              <span className={styles.label}>Errors</span>
              <TraceText text={state.result.stderr} testId="sandbox-stderr" />
            </>
          ) : null}
          {state.result.timeMs !== undefined ? (
            <p className={styles.hint}>Ran in {state.result.timeMs} ms</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
