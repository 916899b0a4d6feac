import type { WidgetProps } from "~/widgets/types";
import { COMPARISON_TABLE_TEXTS as T } from "~/contract/widgets/comparison-table-look";
import type { ComparisonTableData } from "~/contract/widgets/comparison-table";

/** A cell: text as is; true/false as a mark with its meaning in words. */
function Value({ value }: { value: string | boolean | null | undefined }) {
  if (value === true) {
    return (
      <>
        <span className="comparison-table__yes" aria-hidden="true">
          ✓
        </span>
        <span className="visually-hidden">{T.included}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <span className="comparison-table__no" aria-hidden="true">
          –
        </span>
        <span className="visually-hidden">{T.notIncluded}</span>
      </>
    );
  }
  return <>{value ?? ""}</>;
}

/** Options as columns, features as rows; the first column names each row. */
export function ComparisonTable({ data }: WidgetProps<ComparisonTableData>) {
  const caption = data.caption || data.headerData?.textData?.text || T.caption;
  return (
    <div className="comparison-table__scroller" role="region" aria-label={caption} tabIndex={0}>
      <table className="comparison-table__table">
        {data.caption ? (
          <caption className="comparison-table__caption">{data.caption}</caption>
        ) : (
          <caption className="visually-hidden">{caption}</caption>
        )}
        <thead>
          <tr>
            <th scope="col" className="comparison-table__featureHead">
              {T.feature}
            </th>
            {data.columns.map((column, j) => (
              <th
                key={j}
                scope="col"
                className={column.highlight ? "comparison-table__highlight" : undefined}
              >
                {column.highlight ? (
                  <span className="comparison-table__badge">{T.recommended}</span>
                ) : null}
                <span className="comparison-table__columnTitle">{column.title}</span>
                {column.subtitle ? (
                  <span className="comparison-table__columnSubtitle">{column.subtitle}</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">{row.feature}</th>
              {data.columns.map((column, j) => (
                <td
                  key={j}
                  className={column.highlight ? "comparison-table__highlight" : undefined}
                >
                  <Value value={row.values[j]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
