import { describe, expect, it } from "vitest";
import { curriculumSchema } from "~/contract/widgets/curriculum";
import {
  accepts,
  describeSamples,
  displayDef,
  escapeHtml,
  expectInert,
  expectRefused,
  renderCell,
  SCRIPT,
} from "./display-kit";

describeSamples(displayDef("CURRICULUM"));

const modules = [
  {
    title: "Product discovery",
    duration: "Weeks 1 to 4",
    summary: "Find problems worth solving.",
    topics: [
      { title: "Customer interviews", kind: "LIVE_CLASS", durationMinutes: 120, freePreview: true },
      { title: "Jobs to be done", kind: "VIDEO", durationMinutes: 45 },
    ],
  },
  { title: "Metrics", topics: [{ title: "North-star metrics", durationMinutes: 15 }] },
];

describe("CURRICULUM", () => {
  it("uses numbered details/summary modules so it works without JavaScript", async () => {
    const html = await renderCell("CURRICULUM", { modules });
    expect(html).toMatch(/<ol class="curriculum__modules">/);
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).not.toMatch(/<details[^>]*open/);
    expect(html).toMatch(
      /<summary class="curriculum__summary"><span class="curriculum__number">Module 1<\/span><span class="curriculum__title">Product discovery<\/span><span class="curriculum__meta">Weeks 1 to 4 · 2 topics · 2 h 45 min<\/span>/,
    );
    expect(html).toContain("Module 2");
  });

  it("lists topics with kind, duration and free preview in words, and totals the course", async () => {
    const html = await renderCell("CURRICULUM", { modules });
    expect(html).toContain("2 modules · 3 topics · 3 h in all");
    expect(html).toMatch(
      /<ol class="curriculum__topics"><li class="curriculum__topic"><span class="curriculum__topicTitle">Customer interviews/,
    );
    expect(html).toContain("Live class · 2 h · Free preview");
    expect(html).toContain("Video · 45 min");
    expect(html).toContain("Find problems worth solving.");
  });

  it("opens the first module only when openFirst is set", async () => {
    const html = await renderCell("CURRICULUM", { modules, openFirst: true });
    expect(html.match(/<details open=""/g)).toHaveLength(1);
    expect(html.indexOf('open=""')).toBeLessThan(html.indexOf("Metrics"));
  });

  it("refuses a curriculum without modules or with untitled ones", async () => {
    expectRefused("CURRICULUM", {});
    expectRefused("CURRICULUM", { modules: [] });
    expectRefused("CURRICULUM", { modules: [{ topics: [] }] });
    expectRefused("CURRICULUM", { modules, openFirst: "yes" });
  });

  it("tolerates unknown fields and topic kinds, and drops malformed topics", async () => {
    const data = {
      level: "beginner",
      modules: [
        {
          title: "Metrics",
          topics: [
            { title: "Office hours", kind: "AMA", durationMinutes: 60 },
            { title: "Bad", durationMinutes: -3 },
          ],
        },
      ],
    };
    expect(accepts(displayDef("CURRICULUM"), data)).toBe(true);
    expect(curriculumSchema.parse(data).modules[0].topics).toHaveLength(1);
    const html = await renderCell("CURRICULUM", data);
    expect(html).toContain("Office hours");
    expect(html).not.toContain("AMA");
  });

  it("renders hostile text as text", async () => {
    const html = await renderCell("CURRICULUM", {
      modules: [{ title: SCRIPT, summary: SCRIPT, duration: SCRIPT, topics: [{ title: SCRIPT }] }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});
