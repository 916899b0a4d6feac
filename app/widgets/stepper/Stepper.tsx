import { stepperLayout } from "~/contract/widgets/stepper-look";
import type { StepperData } from "~/contract/widgets/stepper";
import type { WidgetProps } from "~/widgets/types";

/**
 * "How it works": an ordered list (role="list" keeps it a list where Safari would drop that for
 * list-style: none), each step's number drawn beside an h3 title and its text.
 */
export function Stepper({ data }: WidgetProps<StepperData>) {
  const layout = stepperLayout(data.layout);
  return (
    <ol
      role="list"
      className={layout === "VERTICAL" ? "stepper__steps" : "stepper__steps stepper__horizontal"}
    >
      {data.steps.map((step, i) => (
        <li key={i} className="stepper__step">
          <span className="stepper__number" aria-hidden="true">
            {i + 1}
          </span>
          <div className="stepper__body">
            <h3 className="stepper__title">{step.title}</h3>
            {step.text ? <p className="stepper__text">{step.text}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
