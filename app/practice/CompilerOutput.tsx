import type { CompilerResultView } from "./results";
import { SqlTable } from "./SqlTable";
import styles from "./practice.module.css";

/** What a compiler run printed: its message, and its output (a table for SQL rows). */
export function CompilerOutput({ result }: { result: CompilerResultView }) {
  return (
    <div data-successful={String(result.isSuccessful ?? false)}>
      {result.message ? <pre className={styles.pre}>{result.message}</pre> : null}
      {result.table ? (
        <SqlTable table={result.table} label="Query result" />
      ) : (
        <pre className={styles.pre} data-testid="compiler-output">
          {result.result || " "}
        </pre>
      )}
    </div>
  );
}
