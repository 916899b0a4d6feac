import type { WidgetProps } from "../types";
import type { TimelineData } from "~/contract/widgets/timeline";
import styles from "./Timeline.module.css";

/** Ordered steps on a vertical rail; the numbers come from the <ol>, so they are real order. */
export function Timeline({ data }: WidgetProps<TimelineData>) {
  return (
    <div className={styles.root}>
      <ol className={styles.steps}>
        {data.steps.map((step, i) => (
          <li key={i} className={styles.step}>
            <div className={styles.content}>
              {step.duration ? <p className={styles.duration}>{step.duration}</p> : null}
              <h3 className={styles.title}>{step.title}</h3>
              {step.subText ? <p className={styles.subText}>{step.subText}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
