import type { ReactNode } from "react";
import styles from "./result-table.module.css";

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
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={props.label}>
      <table className={props.fill ? `${styles.table} ${styles.fill}` : styles.table}>
        {props.caption ? <caption className={styles.caption}>{props.caption}</caption> : null}
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
