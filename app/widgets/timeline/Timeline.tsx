import type { WidgetProps } from "../types";
import type { TimelineData } from "~/contract/widgets/timeline";

/** Ordered steps on a vertical rail; the numbers come from the <ol>, so they are real order. */
export function Timeline({ data }: WidgetProps<TimelineData>) {
  return (
    <div className="timeline__root">
      <ol className="timeline__steps">
        {data.steps.map((step, i) => (
          <li key={i} className="timeline__step">
            <div className="timeline__content">
              {step.duration ? <p className="timeline__duration">{step.duration}</p> : null}
              <h3 className="timeline__title">{step.title}</h3>
              {step.subText ? <p className="timeline__subText">{step.subText}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
