import type { StatementResult } from "./sql-database";
import { ResultTable } from "../ResultTable";

function rowCount(count: number): string {
  return `${count} ${count === 1 ? "row" : "rows"}`;
}

function shortSql(sql: string): string {
  const line = sql.replace(/\s+/g, " ").trim();
  return line.length > 80 ? `${line.slice(0, 77)}…` : line;
}

/** One table per statement that returns rows (accessible: caption, column headers), counts else. */
export function SqlResults({ results }: { results: StatementResult[] }) {
  return (
    <ol className="sql-runner__results" aria-label="Query results">
      {results.map((result, index) =>
        result.kind === "rows" ? (
          <li key={index}>
            <ResultTable
              label={`Result ${index + 1}`}
              columns={result.columns}
              rows={result.rows}
              fill
              caption={
                <>
                  <code>{shortSql(result.sql)}</code> —{" "}
                  {result.truncated
                    ? `first ${rowCount(result.rows.length)}`
                    : rowCount(result.rows.length)}
                </>
              }
            />
          </li>
        ) : (
          <li key={index} className="sql-runner__done">
            <code>{shortSql(result.sql)}</code> —{" "}
            {result.rowsChanged === undefined
              ? "done."
              : `${rowCount(result.rowsChanged)} changed.`}
          </li>
        ),
      )}
    </ol>
  );
}
