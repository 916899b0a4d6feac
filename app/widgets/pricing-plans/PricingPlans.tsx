import { ActionLink } from "~/actions/ActionLink";
import type { WidgetProps } from "~/widgets/types";
import { PRICING_PLANS_TEXTS as T } from "~/contract/widgets/pricing-plans-look";
import type { PricingPlan, PricingPlansData } from "~/contract/widgets/pricing-plans";

/** The plan's button look: filled unless the data asks for an outlined or text button. */
function buttonClass(plan: PricingPlan): string {
  const key = plan.button?.bgColorData?.bgKey;
  return key === "secondary" || key === "text" ? `btn btn-${key}` : "btn btn-primary";
}

function PlanCard({ plan }: { plan: PricingPlan }) {
  const button = plan.button;
  const text = button?.buttonText || T.defaultAction;
  return (
    <li
      className={
        plan.highlighted ? `pricing-plans__plan pricing-plans__highlighted` : "pricing-plans__plan"
      }
    >
      {plan.badge ? <p className="pricing-plans__badge">{plan.badge}</p> : null}
      <h3 className="pricing-plans__name">{plan.name}</h3>
      {plan.description ? <p className="pricing-plans__description">{plan.description}</p> : null}
      <p className="pricing-plans__price">
        {plan.originalPrice ? (
          <>
            <span className="visually-hidden">{`${T.was} `}</span>
            <del className="pricing-plans__original">{plan.originalPrice}</del>
            <span className="visually-hidden">{`, ${T.now} `}</span>
          </>
        ) : null}
        <span className="pricing-plans__amount">{plan.price}</span>
        {plan.period ? <span className="pricing-plans__period">{` ${plan.period}`}</span> : null}
      </p>
      {plan.note ? <p className="pricing-plans__note">{plan.note}</p> : null}
      {plan.features?.length ? (
        <ul className="pricing-plans__features" aria-label={T.includes(plan.name)}>
          {plan.features.map((feature, i) => (
            <li key={i}>{feature}</li>
          ))}
        </ul>
      ) : null}
      {button ? (
        <ActionLink
          action={button.action}
          disabled={button.disabled}
          className={`${buttonClass(plan)} pricing-plans__button`}
          aria-label={T.action(text, plan.name)}
        >
          {text}
        </ActionLink>
      ) : null}
    </li>
  );
}

/** Plans side by side (stacked on phones), each with its price, features and action. */
export function PricingPlans({ data }: WidgetProps<PricingPlansData>) {
  return (
    <div>
      <ul className="pricing-plans__plans">
        {data.plans.map((plan, i) => (
          <PlanCard key={i} plan={plan} />
        ))}
      </ul>
      {data.footnote ? <p className="pricing-plans__footnote">{data.footnote}</p> : null}
    </div>
  );
}
