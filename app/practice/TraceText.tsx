/**
 * A run's error or traceback, kept as the runtime printed it: its line breaks and the `^^^` under
 * the failing column survive, and a long line scrolls sideways instead of wrapping (issue 44).
 */
export function TraceText({ text, testId }: { text: string; testId?: string }) {
  return (
    <pre
      className="practice__trace practice__pre practice__mono"
      data-testid={testId}
      data-trace=""
    >
      {text}
    </pre>
  );
}
