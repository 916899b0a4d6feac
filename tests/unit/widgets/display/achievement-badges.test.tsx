import { describe, expect, it } from "vitest";
import { achievementBadgesSchema } from "~/contract/widgets/achievement-badges";
import { ACHIEVEMENT_BADGES_TEXTS } from "~/contract/widgets/achievement-badges-look";
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

describeSamples(displayDef("ACHIEVEMENT_BADGES"), (data) =>
  (data as { badges: { name: string }[] }).badges.map((b) => b.name),
);

const badges = [
  {
    name: "Capstone shipped",
    earned: true,
    earnedOn: "2026-11-02T10:00:00Z",
    image: { url: "https://cdn.example.com/b.png", altText: "medal" },
  },
  {
    name: "Interview ready",
    description: "Five mock interviews.",
    progress: { current: 3, total: 5 },
  },
];

describe("ACHIEVEMENT_BADGES", () => {
  it("counts earned badges and says earned or locked in words for each", async () => {
    const html = await renderCell("ACHIEVEMENT_BADGES", { badges });
    expect(html).toContain(ACHIEVEMENT_BADGES_TEXTS.summary(1, 2));
    expect(html).toMatch(
      /<ul class="achievement-badges__grid"><li class="achievement-badges__badge">/,
    );
    expect(html).toMatch(/<h3 class="achievement-badges__name">Capstone shipped<\/h3>/);
    expect(html).toContain(
      'Earned on <time dateTime="2026-11-02T10:00:00.000Z">Mon, 2 Nov 2026</time>',
    );
    expect(html).toContain('<li class="achievement-badges__badge achievement-badges__locked">');
    expect(html).toContain(ACHIEVEMENT_BADGES_TEXTS.locked);
    expect(html).toContain("3 of 5 done");
    // The medal picture is decoration next to the badge's name.
    expect(html).toContain('alt=""');
    expect(html).not.toContain('alt="medal"');
  });

  it("hides the summary when asked", async () => {
    const html = await renderCell("ACHIEVEMENT_BADGES", { badges, showSummary: false });
    expect(html).not.toContain("badges earned");
  });

  it("refuses lists without badges and malformed progress", async () => {
    expectRefused("ACHIEVEMENT_BADGES", {});
    expectRefused("ACHIEVEMENT_BADGES", { badges: [] });
    expectRefused("ACHIEVEMENT_BADGES", { badges: [{ earned: true }] });
    expect(
      achievementBadgesSchema.parse({
        badges: [...badges, { name: "x", progress: { current: 1, total: 0 } }],
      }).badges,
    ).toHaveLength(2);
  });

  it("tolerates unknown fields", async () => {
    expect(
      accepts(displayDef("ACHIEVEMENT_BADGES"), {
        badges: [{ ...badges[1], rarity: "rare" }],
        x: 1,
      }),
    ).toBe(true);
  });

  it("renders hostile text as text and no javascript: image", async () => {
    const html = await renderCell("ACHIEVEMENT_BADGES", {
      badges: [{ name: SCRIPT, description: SCRIPT, image: { url: JS_URL } }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).not.toContain("javascript:");
    expectInert(html);
  });
});
