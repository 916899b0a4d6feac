import { describe, expect, it } from "vitest";
import { alumniSpotlightSchema } from "~/contract/widgets/alumni-spotlight";
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

describeSamples(displayDef("ALUMNI_SPOTLIGHT"), (data) =>
  (data as { alumni: { name: string; quote?: string; highlight?: string }[] }).alumni.flatMap((a) =>
    [a.name, a.quote, a.highlight].filter((t): t is string => !!t),
  ),
);

const rohan = {
  name: "Rohan Mehta",
  programme: "PM Fellowship, 2025",
  beforeRole: "Software Engineer",
  beforeCompany: "Infosys",
  afterRole: "Product Manager",
  afterCompany: "Swiggy",
  highlight: "2.1x salary",
  quote: "The capstone gave me a story.",
  storyLink: { label: "Read Rohan's story", url: "/success-stories/rohan" },
};

describe("ALUMNI_SPOTLIGHT", () => {
  it("shows the move as before and after in a description list, with quote and story link", async () => {
    const html = await renderCell("ALUMNI_SPOTLIGHT", { alumni: [rohan] });
    expect(html).toMatch(/<ul class="alumni-spotlight__list"><li class="alumni-spotlight__card">/);
    expect(html).toMatch(
      /<h3 class="alumni-spotlight__name">Rohan Mehta<\/h3><p class="alumni-spotlight__programme">PM Fellowship, 2025<\/p>/,
    );
    expect(html).toContain("<dt>Before</dt><dd>Software Engineer at Infosys</dd>");
    expect(html).toContain("<dt>After</dt><dd>Product Manager at Swiggy</dd>");
    expect(html).toContain('<p class="alumni-spotlight__highlight">2.1x salary</p>');
    expect(html).toContain(
      '<blockquote class="alumni-spotlight__quote"><p>The capstone gave me a story.</p></blockquote>',
    );
    expect(html).toMatch(
      /<a[^>]*href="\/success-stories\/rohan"[^>]*>Read Rohan&#x27;s story<\/a>/,
    );
  });

  it("leaves out the before step when unknown", async () => {
    const html = await renderCell("ALUMNI_SPOTLIGHT", {
      alumni: [{ name: "Imran", afterRole: "AI Engineer" }],
    });
    expect(html).not.toContain("<dt>Before</dt>");
    expect(html).toContain("<dd>AI Engineer</dd>");
  });

  it("refuses data without alumni or without a role after", async () => {
    expectRefused("ALUMNI_SPOTLIGHT", {});
    expectRefused("ALUMNI_SPOTLIGHT", { alumni: [] });
    expectRefused("ALUMNI_SPOTLIGHT", { alumni: [{ name: "Rohan" }] });
    expect(
      alumniSpotlightSchema.parse({ alumni: [rohan, { afterRole: "PM" }] }).alumni,
    ).toHaveLength(1);
  });

  it("tolerates unknown fields", async () => {
    expect(
      accepts(displayDef("ALUMNI_SPOTLIGHT"), { alumni: [{ ...rohan, videoUrl: "x" }], theme: 1 }),
    ).toBe(true);
  });

  it("renders hostile text as text and leaves a javascript: story link out", async () => {
    const html = await renderCell("ALUMNI_SPOTLIGHT", {
      alumni: [
        {
          name: SCRIPT,
          afterRole: SCRIPT,
          quote: SCRIPT,
          image: { url: JS_URL },
          storyLink: { label: "Story", url: JS_URL },
        },
      ],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).not.toContain(">Story<");
    expect(html).not.toContain("javascript:");
    expectInert(html);
  });
});
