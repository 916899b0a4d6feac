import { stepperLayout } from "~/contract/widgets/stepper-look";
import type { StepperData } from "~/contract/widgets/stepper";
import type { WidgetProps } from "~/widgets/types";
import styles from "./Stepper.module.css";

/**
 * "How it works": an ordered list (role="list" keeps it a list where Safari would drop that for
 * list-style: none), each step's number drawn beside an h3 title and its text.
 */
export function Stepper({ data }: WidgetProps<StepperData>) {
  const layout = stepperLayout(data.layout);
  return (
    <ol
      role="list"
      className={`${styles.steps} ${layout === "VERTICAL" ? styles.vertical : styles.horizontal}`}
    >
      {data.steps.map((step, i) => (
        <li key={i} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {i + 1}
          </span>
          <div className={styles.body}>
            <h3 className={styles.title}>{step.title}</h3>
            {step.text ? <p className={styles.text}>{step.text}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
