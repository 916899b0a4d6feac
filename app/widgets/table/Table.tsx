import type { WidgetProps } from "../types";
import {
  TABLE_ACTION_COLUMN,
  TABLE_ACTION_DEFAULT_TEXT,
  TABLE_EMPTY_TEXT,
} from "~/contract/widgets/table-look";
import type { TableData, TableRow } from "~/contract/widgets/table";
import { ActionLink } from "~/actions/ActionLink";
import { rowActionOf } from "~/actions/page-element";

function cellText(row: TableRow, key: string): string {
  const value = row[key];
  return value === null || value === undefined ? "" : String(value);
}

function RowAction({ row, name }: { row: TableRow; name: string }) {
  const action = rowActionOf(row.action);
  if (!action) return null;
  const text = row.actionText?.trim() || TABLE_ACTION_DEFAULT_TEXT;
  return (
    <ActionLink
      action={action}
      className="btn btn-secondary"
      aria-label={name ? `${text}: ${name}` : undefined}
    >
      {text}
    </ActionLink>
  );
}

/** A real table; the wrapper scrolls sideways on narrow screens and can be focused to do so. */
export function Table({ data }: WidgetProps<TableData>) {
  const { columns } = data;
  const rows = data.rows ?? [];
  const label = data.caption || data.headerData?.textData?.text || "Table";
  // Table row actions (decision 020): a last column with each row's action, when any row has one.
  const hasActions = rows.some((row) => row.action);
  const width = columns.length + (hasActions ? 1 : 0);
  return (
    <div className="table__root">
      <div className="table__scroller" role="region" aria-label={label} tabIndex={0}>
        <table className={rows.length ? "table__table" : `table__table table__emptyTable`}>
          {data.caption ? <caption className="table__caption">{data.caption}</caption> : null}
          <thead>
            <tr>
              {columns.map((column, j) => (
                <th key={j} scope="col">
                  {column.title}
                </th>
              ))}
              {hasActions ? <th scope="col">{TABLE_ACTION_COLUMN}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={width} className="table__empty">
                  {TABLE_EMPTY_TEXT}
                </td>
              </tr>
            ) : (
              rows.map((row, i) => (
                <tr key={i}>
                  {columns.map((column, j) =>
                    // The first column names the row, for screen readers reading across.
                    j === 0 ? (
                      <th key={j} scope="row">
                        {cellText(row, column.key)}
                      </th>
                    ) : (
                      <td
                        key={j}
                        className={
                          typeof row[column.key] === "number" ? "table__number" : undefined
                        }
                      >
                        {cellText(row, column.key)}
                      </td>
                    ),
                  )}
                  {hasActions ? (
                    <td className="table__action">
                      <RowAction row={row} name={cellText(row, columns[0]?.key ?? "")} />
                    </td>
                  ) : null}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
