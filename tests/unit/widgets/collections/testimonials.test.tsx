import { describe, expect, it } from "vitest";
import { testimonialsSchema, type TestimonialsData } from "~/contract/widgets/testimonials";
import {
  describeSamples,
  escapeHtml,
  expectInert,
  expectRejected,
  HOSTILE_TEXT,
  HOSTILE_URL,
  renderCell,
} from "./collection-test-kit";

describeSamples<TestimonialsData>("TESTIMONIALS", (data) =>
  data.testimonials.flatMap((t) =>
    [
      t.quote,
      t.name,
      t.role,
      t.company,
      t.rating ? `Rated ${t.rating} out of 5` : undefined,
    ].filter((s): s is string => !!s),
  ),
);

const quote = {
  quote: "The mock interviews made the real one feel easy.",
  name: "Ananya Rao",
  role: "Associate Product Manager",
  company: "Northwind",
};

describe("TESTIMONIALS", () => {
  it("renders quotes as figures with a caption and a keyboard-scrollable region", async () => {
    const html = await renderCell("TESTIMONIALS", { testimonials: [quote] });
    expect(html).toMatch(/<figure[^>]*><blockquote/);
    expect(html).toContain("Associate Product Manager, Northwind");
    expect(html).toMatch(/role="region"[^>]*aria-label="Testimonials"[^>]*tabindex="0"/);
  });

  it("says the rating in words", async () => {
    const html = await renderCell("TESTIMONIALS", { testimonials: [{ ...quote, rating: 4 }] });
    expect(html).toContain("Rated 4 out of 5");
    expect(html).toMatch(/<span aria-hidden="true">★★★★/);
  });

  it("drops an out-of-range or wrongly typed rating but keeps the quote", async () => {
    for (const rating of [0, 6, 4.5, "5", null]) {
      const parsed = testimonialsSchema.parse({ testimonials: [{ ...quote, rating }] });
      expect(parsed.testimonials[0].rating).toBeUndefined();
    }
    const html = await renderCell("TESTIMONIALS", { testimonials: [{ ...quote, rating: 99 }] });
    expect(html).not.toContain("Rated");
    expect(html).toContain(escapeHtml(quote.quote));
  });

  it("rejects missing or malformed testimonials", async () => {
    expectRejected("TESTIMONIALS", { type: "TESTIMONIALS" });
    expectRejected("TESTIMONIALS", { testimonials: [] });
    expectRejected("TESTIMONIALS", { testimonials: [{ quote: "no name" }] });
    expectRejected("TESTIMONIALS", { testimonials: [{ quote: 1, name: ["x"] }] });
  });

  it("renders hostile text as text and drops script image URLs", async () => {
    const html = await renderCell("TESTIMONIALS", {
      testimonials: [
        {
          quote: HOSTILE_TEXT,
          name: HOSTILE_TEXT,
          role: HOSTILE_TEXT,
          image: { url: HOSTILE_URL, urlDark: HOSTILE_URL },
        },
      ],
    });
    expect(html).toContain(escapeHtml(HOSTILE_TEXT));
    expect(html).not.toContain("<img");
    expectInert(html);
  });
});
