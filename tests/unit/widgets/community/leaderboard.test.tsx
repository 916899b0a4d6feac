import { describe, expect, it } from "vitest";
import { leaderboardSchema } from "~/contract/widgets/leaderboard";
import { changeLook, rangeHref } from "~/contract/widgets/leaderboard-look";
import { leaderboardSamples } from "~/widgets/leaderboard/samples";
import {
  accepts,
  escapeHtml,
  expectInert,
  itRendersEverySample,
  JS_URL,
  renderWidget,
  SCRIPT,
} from "../content/harness";
import { defOf } from "./community-kit";

const def = defOf("LEADERBOARD");
const [week, allTime, empty] = leaderboardSamples.map((s) => s.data);

describe("LEADERBOARD", () => {
  itRendersEverySample(def);

  it("is a table with column and row headers, one row per entry", async () => {
    const html = await renderWidget(def, week);
    expect(html).toMatch(/<h2[^>]*>Weekly SQL contest<\/h2>/);
    expect(html).toContain("<caption");
    expect(html).toContain("Weekly SQL contest: This week</caption>");
    expect(html.match(/<th scope="col"/g)).toHaveLength(4);
    expect(html).toMatch(/<th scope="col"[^>]*>Points<\/th>/);
    expect(html.match(/<th scope="row"/g)).toHaveLength(4);
    expect(html).toMatch(/<td[^>]*>1<\/td><th scope="row"[^>]*><span>Meera Iyer<\/span>/);
    expect(html).toContain("Data Analyst bootcamp");
  });

  it("highlights the viewer's own row in words, not only by colour", async () => {
    const html = await renderWidget(def, week);
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<tr class="leaderboard__viewer" aria-current="true">.*?Asha Learner.*? \(you\)/,
    );
  });

  it("shows each change as a glyph and words", async () => {
    const html = await renderWidget(def, week);
    expect(html).toMatch(/<span aria-hidden="true">▲<\/span><span>Up 2<\/span>/);
    expect(html).toMatch(/<span aria-hidden="true">▼<\/span><span>Down 1<\/span>/);
    expect(html).toMatch(/<span aria-hidden="true">–<\/span><span>No change<\/span>/);
    expect(html).toMatch(/<span aria-hidden="true">★<\/span><span>New<\/span>/);
    expect(changeLook(-3)).toMatchObject({ text: "Down 3", tone: "down" });
  });

  it("offers the time ranges as links that set the range parameter; the current one is marked", async () => {
    const html = await renderWidget(def, week);
    expect(html).toMatch(/<nav aria-label="Time range">/);
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/\?range=WEEK"[^>]*>This week<\/a>/,
    );
    expect(html).toMatch(/<a[^>]*href="\/\?range=MONTH"[^>]*>This month<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/\?range=ALL"[^>]*>All time<\/a>/);
    const other = await renderWidget(def, allTime);
    expect(other).not.toContain("range=WEEK");
    expect(other).toMatch(/aria-current="page"[^>]*href="\/\?range=ALL"/);
    expect(rangeHref("?tab=2&range=WEEK", "range", "ALL")).toBe("?tab=2&range=ALL");
    expect(rangeHref("", "period", "MONTH")).toBe("?period=MONTH");
  });

  it("says so when the period has no scores", async () => {
    const html = await renderWidget(def, empty);
    expect(html).not.toContain("<table");
    expect(html).toContain("The first submissions of the week are being reviewed by mentors.");
  });

  it("refuses rows without a rank, a name or a score and a bad range parameter", async () => {
    expect(accepts(def, { ...week, rows: "Meera" })).toBe(false);
    expect(accepts(def, { ...week, rows: undefined })).toBe(false);
    expect(accepts(def, { ...week, rangeParam: "a b" })).toBe(false);
    const parsed = leaderboardSchema.parse({
      ...week,
      rows: [{ name: "No rank", score: 1 }, { rank: 0, name: "Zero", score: 1 }, ...week.rows],
    });
    expect(parsed.rows).toHaveLength(4);
  });

  it("tolerates unknown fields and ranges (an unknown current range is drawn as WEEK)", async () => {
    const data = { ...week, range: "QUARTER", ranges: ["WEEK", "QUARTER"], badge: "gold" };
    expect(accepts(def, data)).toBe(true);
    const html = await renderWidget(def, data);
    expect(html).not.toContain("QUARTER");
    expect(html).toContain("Weekly SQL contest: This week");
  });

  it("escapes script text and never puts a javascript: URL in an href", async () => {
    const html = await renderWidget(def, {
      ...week,
      title: SCRIPT,
      rows: [{ rank: 1, name: SCRIPT, score: 1, subText: JS_URL }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
    expect(html).not.toMatch(/href="javascript:/i);
  });
});
