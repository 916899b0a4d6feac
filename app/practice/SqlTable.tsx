import dataTable from "~/ui/DataTable.module.css";

/** A SQL run's rows with their column names (docs/contract.md "SQL result tables"). */
export interface SqlTableData {
  columns: string[];
  rows: (string | null)[][];
}

/**
 * The rows as an accessible table: a header cell per column, NULL shown as such, the box
 * scrolled sideways and down by itself (focusable, so a keyboard can scroll it).
 */
export function SqlTable({ table, label }: { table: SqlTableData; label: string }) {
  const count = table.rows.length;
  return (
    <div
      className={`${dataTable.scroll} practice__tableScroll`}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className={`${dataTable.table} practice__sqlTable`} data-testid="sql-table">
        <caption className="visually-hidden">
          {label}: {count} {count === 1 ? "row" : "rows"}
        </caption>
        <thead>
          <tr>
            {table.columns.map((name, i) => (
              <th key={i} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {table.columns.map((_, c) => {
                const cell = row[c];
                return (
                  <td key={c} className={cell == null ? "practice__null" : undefined}>
                    {cell ?? "NULL"}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {count === 0 ? <p className="practice__notice">No rows.</p> : null}
    </div>
  );
}
