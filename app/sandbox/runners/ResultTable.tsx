import type { ReactNode } from "react";

/**
 * Rows a runner shows as a table (an SQL statement's result, a notebook cell's table output):
 * a scrolling region that keyboard users can reach, the header kept in view.
 */
export function ResultTable(props: {
  label: string;
  columns: string[];
  rows: string[][];
  caption?: ReactNode;
  /** Take the whole width (the SQL results pane). */
  fill?: boolean;
}) {
  return (
    <div className="result-table__scroll" tabIndex={0} role="region" aria-label={props.label}>
      <table
        className={props.fill ? `result-table__table result-table__fill` : "result-table__table"}
      >
        {props.caption ? (
          <caption className="result-table__caption">{props.caption}</caption>
        ) : null}
        <thead>
          <tr>
            {props.columns.map((column, c) => (
              <th key={c} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
