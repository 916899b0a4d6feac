import type { CompilerResultView } from "./results";
import { splitPromptPieces, withTypedLines } from "./console-echo";
import { ConsolePrompt, ConsoleText, type ConsoleProps } from "./ConsolePrompt";
import { SqlTable } from "./SqlTable";
import { TraceText } from "./TraceText";

/**
 * What a compiler run printed (a table for SQL rows), then its message: an error comes after the
 * output printed before it, as in a terminal (issue 44).
 */
export function CompilerOutput({
  result,
  console,
}: {
  result: CompilerResultView;
  /** The console's lines and form: a program awaiting input gets its inline field. */
  console?: ConsoleProps;
}) {
  // What the program printed, with the lines the learner typed where they were typed.
  const pieces = withTypedLines(result.result ?? "", console?.lines ?? [], console?.typedAt);
  if (result.awaitingInput && console) {
    const [before, prompt] = splitPromptPieces(pieces);
    return (
      <div data-successful="false" data-awaiting-input="">
        <pre
          className={`practice__pre practice__mono practice__consoleOutput`}
          data-testid="compiler-output"
        >
          <ConsoleText pieces={before} />
        </pre>
        <ConsolePrompt prompt={prompt} console={console} />
        {result.message ? <TraceText text={result.message} testId="compiler-message" /> : null}
      </div>
    );
  }
  return (
    <div data-successful={String(result.isSuccessful ?? false)}>
      {result.table ? (
        <SqlTable table={result.table} label="Query result" />
      ) : (
        <pre className="practice__pre practice__mono" data-testid="compiler-output">
          <ConsoleText pieces={pieces} />
        </pre>
      )}
      {result.message ? <TraceText text={result.message} testId="compiler-message" /> : null}
    </div>
  );
}
