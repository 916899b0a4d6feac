import { useId } from "react";
import type { WidgetProps } from "~/widgets/types";
import { ButtonView } from "~/widgets/shared/ButtonView";
import { labelOf, percentOf, plainNumber } from "~/contract/widgets/display-look";
import {
  MILESTONE_STATE_LABELS,
  PROGRESS_TRACKER_TEXTS as T,
} from "~/contract/widgets/progress-tracker-look";
import type { ProgressTrackerData } from "~/contract/widgets/progress-tracker";

interface BarProps {
  id: string;
  label: string;
  completed: number;
  total: number;
  unit?: string;
  note?: string;
  big?: boolean;
}

/** A labelled native <progress>: its name is the label, its text the count and percentage. */
function Bar({ id, label, completed, total, unit, note, big }: BarProps) {
  const done = Math.min(completed, total);
  const percent = percentOf(done, total) ?? 0;
  return (
    <div className={big ? `progress-tracker__bar progress-tracker__big` : "progress-tracker__bar"}>
      <div className="progress-tracker__barHead">
        <span id={id} className="progress-tracker__label">
          {label}
        </span>
        <span className="progress-tracker__percent">{T.percent(percent)}</span>
      </div>
      <progress
        className="progress-tracker__progress"
        max={total}
        value={done}
        aria-labelledby={id}
        aria-valuetext={`${T.counted(plainNumber(done), plainNumber(total), unit)}, ${T.percent(percent)}`}
      />
      <p className="progress-tracker__count">
        {`${T.counted(plainNumber(done), plainNumber(total), unit)}${note ? ` · ${note}` : ""}`}
      </p>
    </div>
  );
}

/** Progress bars per course part, an optional overall bar and milestones in words. */
export function ProgressTracker({ data }: WidgetProps<ProgressTrackerData>) {
  const id = useId();
  return (
    <div className="progress-tracker__root">
      {data.overall ? (
        <Bar
          id={`${id}-overall`}
          label={T.overall}
          completed={data.overall.completed}
          total={data.overall.total}
          big
        />
      ) : null}
      <ul className="progress-tracker__items">
        {data.items.map((item, i) => (
          <li key={i}>
            <Bar id={`${id}-${i}`} {...item} />
          </li>
        ))}
      </ul>
      {data.milestones?.length ? (
        <>
          <h3 className="progress-tracker__subheading">{T.milestones}</h3>
          <ol className="progress-tracker__milestones">
            {data.milestones.map((milestone, i) => {
              const state = labelOf(MILESTONE_STATE_LABELS, milestone.state);
              return (
                <li
                  key={i}
                  className={`progress-tracker__milestone ${state ? `progress-tracker__state_${milestone.state}` : ""}`}
                >
                  <span className="progress-tracker__dot" aria-hidden="true" />
                  <span className="progress-tracker__milestoneTitle">{milestone.title}</span>
                  {[milestone.when, state].filter(Boolean).length ? (
                    <span className="progress-tracker__milestoneMeta">
                      {[milestone.when, state].filter(Boolean).join(" · ")}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
      {data.buttons?.length ? (
        <div className="button-row">
          {data.buttons.map((button, i) => (
            <ButtonView key={i} button={button} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
