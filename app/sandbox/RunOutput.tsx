import { splitPromptPieces, withTypedLines } from "~/practice/console-echo";
import { ConsolePrompt, ConsoleText, type ConsoleProps } from "~/practice/ConsolePrompt";
import { RunFailure, runStatusWords } from "~/practice/RunResult";
import { TraceText } from "~/practice/TraceText";
import type { SandboxRunStatus } from "./platform-run";
import type { PlatformRunState } from "./use-platform-run";

/**
 * What a platform run printed: stdout, stderr and its time; or its progress, or its failure. A
 * program waiting at `input()` ends its output with the prompt and the console's field.
 */
export function RunOutput({
  state,
  returnTo,
  console,
}: {
  state: PlatformRunState;
  returnTo: string;
  console?: ConsoleProps;
}) {
  return (
    <section
      className="sandbox__output"
      aria-label="Output"
      aria-live="polite"
      data-run-phase={state.phase}
    >
      {state.phase === "idle" ? (
        <p className="sandbox__hint">Press Run (Ctrl/Cmd+Enter) to run the project.</p>
      ) : null}
      {state.phase === "running" ? (
        <p className="sandbox__hint">{runStatusWords(state.status)}</p>
      ) : null}
      {state.phase === "failed" ? (
        <RunFailure
          message={state.message}
          login={state.login}
          returnTo={returnTo}
          className="sandbox__notice"
        />
      ) : null}
      {state.phase === "done" && state.result.awaitingInput && console ? (
        <AwaitingInput result={state.result} console={console} />
      ) : state.phase === "done" ? (
        <div data-status={state.result.status}>
          <span className="sandbox__label">Output</span>
          <pre className="sandbox__pre" data-testid="sandbox-stdout">
            <ConsoleText
              pieces={withTypedLines(
                state.result.stdout ?? "",
                console?.lines ?? [],
                console?.typedAt,
              )}
            />
          </pre>
          {/* An error comes after what the program printed before it, as in a terminal. */}
          {state.result.message ? (
            <TraceText text={state.result.message} testId="sandbox-message" />
          ) : null}
          {state.result.stderr?.trim() ? (
            <>
              <span className="sandbox__label">Errors</span>
              <TraceText text={state.result.stderr} testId="sandbox-stderr" />
            </>
          ) : null}
          {state.result.timeMs !== undefined ? (
            <p className="sandbox__hint">Ran in {state.result.timeMs} ms</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** The output up to the program's prompt, the console's field after it, then any stderr. */
function AwaitingInput({ result, console }: { result: SandboxRunStatus; console: ConsoleProps }) {
  const pieces = withTypedLines(result.stdout ?? "", console.lines, console.typedAt);
  const [before, prompt] = splitPromptPieces(pieces);
  return (
    <div data-awaiting-input="">
      <span className="sandbox__label">Output</span>
      <pre className="sandbox__pre" data-testid="sandbox-stdout">
        <ConsoleText pieces={before} />
      </pre>
      <ConsolePrompt prompt={prompt} console={console} />
      {result.stderr?.trim() ? <TraceText text={result.stderr} testId="sandbox-stderr" /> : null}
    </div>
  );
}
