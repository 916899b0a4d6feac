import type { WidgetProps } from "~/widgets/types";
import { COMPARISON_TABLE_TEXTS as T } from "~/contract/widgets/comparison-table-look";
import type { ComparisonTableData } from "~/contract/widgets/comparison-table";
import styles from "./ComparisonTable.module.css";

/** A cell: text as is; true/false as a mark with its meaning in words. */
function Value({ value }: { value: string | boolean | null | undefined }) {
  if (value === true) {
    return (
      <>
        <span className={styles.yes} aria-hidden="true">
          ✓
        </span>
        <span className="visually-hidden">{T.included}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <span className={styles.no} aria-hidden="true">
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
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        {data.caption ? (
          <caption className={styles.caption}>{data.caption}</caption>
        ) : (
          <caption className="visually-hidden">{caption}</caption>
        )}
        <thead>
          <tr>
            <th scope="col" className={styles.featureHead}>
              {T.feature}
            </th>
            {data.columns.map((column, j) => (
              <th key={j} scope="col" className={column.highlight ? styles.highlight : undefined}>
                {column.highlight ? <span className={styles.badge}>{T.recommended}</span> : null}
                <span className={styles.columnTitle}>{column.title}</span>
                {column.subtitle ? (
                  <span className={styles.columnSubtitle}>{column.subtitle}</span>
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
                <td key={j} className={column.highlight ? styles.highlight : undefined}>
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
