import { describe, expect, it } from "vitest";
import { pricingPlansSchema } from "~/contract/widgets/pricing-plans";
import {
  accepts,
  describeSamples,
  displayDef,
  escapeHtml,
  expectInert,
  expectRefused,
  JS_URL,
  renderCell,
  SCRIPT,
} from "./display-kit";

describeSamples(displayDef("PRICING_PLANS"), (data) => {
  const d = data as {
    plans: { name: string; price: string; features?: string[] }[];
    footnote?: string;
  };
  return [
    ...d.plans.flatMap((p) => [p.name, p.price, ...(p.features ?? [])]),
    ...(d.footnote ? [d.footnote] : []),
  ];
});

const fellowship = {
  name: "Fellowship",
  badge: "Most popular",
  highlighted: true,
  price: "₹1,49,000",
  originalPrice: "₹1,99,000",
  period: "one-time",
  note: "No-cost EMI",
  features: ["Live classes", "Mentor sessions"],
  button: {
    buttonText: "Enrol now",
    action: { type: "START_CHECKOUT", uri: "/api/v1/checkout/pm" },
  },
};

describe("PRICING_PLANS", () => {
  it("shows each plan as a list item with price, old price in words, features and badge", async () => {
    const html = await renderCell("PRICING_PLANS", {
      plans: [fellowship, { name: "Self-paced", price: "₹39,000" }],
    });
    expect(html).toMatch(
      /<ul class="pricing-plans__plans"><li class="pricing-plans__plan pricing-plans__highlighted"><p class="pricing-plans__badge">Most popular<\/p><h3 class="pricing-plans__name">Fellowship<\/h3>/,
    );
    expect(html).toContain(
      '<span class="visually-hidden">Was </span><del class="pricing-plans__original">₹1,99,000</del><span class="visually-hidden">, Now </span><span class="pricing-plans__amount">₹1,49,000</span><span class="pricing-plans__period"> one-time</span>',
    );
    expect(html).toContain(
      '<ul class="pricing-plans__features" aria-label="What Fellowship includes"><li>Live classes</li>',
    );
    expect(html).toContain(
      '<li class="pricing-plans__plan"><h3 class="pricing-plans__name">Self-paced</h3>',
    );
  });

  it("gives the buy action a form that works without JavaScript and a name with the plan", async () => {
    const html = await renderCell("PRICING_PLANS", { plans: [fellowship] });
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('aria-label="Enrol now: Fellowship"');
    const plain = await renderCell("PRICING_PLANS", {
      plans: [
        {
          name: "Monthly",
          price: "₹999",
          button: { action: { type: "NAVIGATION", uri: "/checkout?plan=m" } },
        },
      ],
    });
    const link = plain.match(/<a [^>]*>Enrol now<\/a>/)?.[0] ?? "";
    expect(link).toContain('href="/checkout?plan=m"');
    expect(link).toContain('aria-label="Enrol now: Monthly"');
  });

  it("refuses plans without a name or price", async () => {
    expectRefused("PRICING_PLANS", {});
    expectRefused("PRICING_PLANS", { plans: [] });
    expectRefused("PRICING_PLANS", { plans: [{ name: "Free" }] });
    expectRefused("PRICING_PLANS", { plans: [{ price: "₹0" }] });
    expect(
      pricingPlansSchema.parse({ plans: [fellowship, { name: "x", price: 5 }] }).plans,
    ).toHaveLength(1);
  });

  it("tolerates unknown fields", async () => {
    expect(
      accepts(displayDef("PRICING_PLANS"), {
        plans: [{ ...fellowship, currency: "INR" }],
        layout: "x",
      }),
    ).toBe(true);
  });

  it("renders hostile text as text and no javascript: link", async () => {
    const html = await renderCell("PRICING_PLANS", {
      plans: [
        {
          name: SCRIPT,
          price: SCRIPT,
          badge: SCRIPT,
          features: [SCRIPT],
          button: { buttonText: SCRIPT, action: { type: "NAVIGATION", uri: JS_URL } },
        },
      ],
      footnote: SCRIPT,
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).not.toContain("javascript:");
    expectInert(html);
  });
});
