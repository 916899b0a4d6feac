const STEPS = ["Details", "Payment", "Done"] as const;

/** Where the buyer is in the purchase: details, then payment, then the order page. */
export function PurchaseSteps({ current }: { current: (typeof STEPS)[number] }) {
  return (
    <ol className="commerce__steps" aria-label="Purchase steps">
      {STEPS.map((step) => (
        <li key={step} aria-current={step === current ? "step" : undefined}>
          {step}
        </li>
      ))}
    </ol>
  );
}
