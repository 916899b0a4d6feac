import type { CompilerResultView } from "./results";
import { SqlTable } from "./SqlTable";
import { TraceText } from "./TraceText";
import styles from "./practice.module.css";

/**
 * What a compiler run printed (a table for SQL rows), then its message: an error comes after the
 * output printed before it, as in a terminal (issue 44).
 */
export function CompilerOutput({ result }: { result: CompilerResultView }) {
  return (
    <div data-successful={String(result.isSuccessful ?? false)}>
      {result.table ? (
        <SqlTable table={result.table} label="Query result" />
      ) : (
        <pre className={styles.pre} data-testid="compiler-output">
          {result.result || " "}
        </pre>
      )}
      {result.message ? <TraceText text={result.message} testId="compiler-message" /> : null}
    </div>
  );
}
