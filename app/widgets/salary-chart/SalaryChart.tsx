import type { WidgetProps } from "~/widgets/types";
import {
  chartMax,
  chartValue,
  SALARY_CHART_TEXTS as T,
} from "~/contract/widgets/salary-chart-look";
import type { SalaryChartData } from "~/contract/widgets/salary-chart";

/**
 * A bar chart: each bar an SVG rect scaled to the largest value, with its label and value as
 * text. The chart is for the eye (aria-hidden); the same numbers are a real table, hidden from
 * view but read by screen readers and shown when CSS is off.
 */
export function SalaryChart({ data }: WidgetProps<SalaryChartData>) {
  const caption = data.caption || T.defaultCaption;
  const max = chartMax(data.bars.map((bar) => bar.value));
  const value = (v: number) => chartValue(v, data.valuePrefix ?? "", data.valueSuffix ?? "");
  return (
    <figure className="salary-chart__root">
      {data.caption ? (
        <figcaption className="salary-chart__caption">{data.caption}</figcaption>
      ) : null}
      <div className="salary-chart__chart" aria-hidden="true">
        {data.bars.map((bar, i) => {
          const width = (bar.value / max) * 100;
          return (
            <div
              key={i}
              className={
                bar.highlight ? `salary-chart__row salary-chart__highlight` : "salary-chart__row"
              }
            >
              <span className="salary-chart__label">
                {bar.label}
                {bar.note ? <span className="salary-chart__note">{bar.note}</span> : null}
              </span>
              <svg
                className="salary-chart__bar"
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                focusable="false"
              >
                <rect className="salary-chart__track" x="0" y="0" width="100" height="10" rx="2" />
                <rect
                  className="salary-chart__fill"
                  x="0"
                  y="0"
                  width={width.toFixed(2)}
                  height="10"
                  rx="2"
                />
              </svg>
              <span className="salary-chart__value">{value(bar.value)}</span>
            </div>
          );
        })}
      </div>
      {/* The hidden box is a div: a table keeps its content's width whatever its CSS width, and
          would widen a phone's page. */}
      <div className="visually-hidden">
        <table>
          <caption>{T.tableCaption(caption)}</caption>
          <thead>
            <tr>
              <th scope="col">{data.groupLabel || T.label}</th>
              <th scope="col">{data.valueLabel || T.value}</th>
            </tr>
          </thead>
          <tbody>
            {data.bars.map((bar, i) => (
              <tr key={i}>
                <th scope="row">{bar.note ? `${bar.label} (${bar.note})` : bar.label}</th>
                <td>{value(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.source ? <p className="salary-chart__source">{data.source}</p> : null}
    </figure>
  );
}
