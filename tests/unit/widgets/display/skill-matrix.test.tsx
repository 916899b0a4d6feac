import { describe, expect, it } from "vitest";
import { skillMatrixSchema } from "~/contract/widgets/skill-matrix";
import { SKILL_MATRIX_TEXTS } from "~/contract/widgets/skill-matrix-look";
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

describeSamples(displayDef("SKILL_MATRIX"), (data) =>
  (data as { skills: { name: string }[] }).skills.map((s) => s.name),
);

const skills = [
  { category: "Analytics", name: "SQL", level: 3, target: 3 },
  { category: "Analytics", name: "Statistics", level: 1, target: 2 },
  { category: "Visualisation", name: "Storytelling", level: 0, target: 9 },
];

describe("SKILL_MATRIX", () => {
  it("is a captioned table: skill, level and target in words, dots for the eye only", async () => {
    const html = await renderCell("SKILL_MATRIX", { skills });
    expect(html).toContain(
      `<caption class="visually-hidden">${SKILL_MATRIX_TEXTS.caption}</caption>`,
    );
    expect(html).toMatch(
      /role="region" aria-label="Skills, your level and the target level" tabindex="0"/,
    );
    expect(html).toContain(
      '<tr><th scope="row">SQL</th><td>Advanced</td><td>Advanced<span class="skill-matrix__reached"> (Target reached)</span></td>',
    );
    expect(html).toContain('<th scope="row">Statistics</th><td>Beginner</td><td>Intermediate</td>');
    // Level 0 reads "Not started"; a target above the scale counts as its top level.
    expect(html).toContain('<th scope="row">Storytelling</th><td>Not started</td><td>Expert</td>');
    expect(html.match(/<span class="skill-matrix__dots" aria-hidden="true">/g)).toHaveLength(3);
    expect(html).toContain(
      '<span class="skill-matrix__dots" aria-hidden="true"><span class="skill-matrix__dot skill-matrix__filled"></span><span class="skill-matrix__dot skill-matrix__target"></span><span class="skill-matrix__dot"></span><span class="skill-matrix__dot"></span></span>',
    );
  });

  it("groups consecutive skills of a category in their own row group", async () => {
    const html = await renderCell("SKILL_MATRIX", { skills });
    expect(html.match(/<tbody>/g)).toHaveLength(2);
    expect(html).toContain(
      '<tr class="skill-matrix__category"><th scope="rowgroup" colSpan="4">Analytics</th></tr>',
    );
    expect(html).toContain(">Visualisation</th>");
  });

  it("uses the data's own levels and caption", async () => {
    const html = await renderCell("SKILL_MATRIX", {
      levels: ["Aware", "Practitioner", "Builder"],
      caption: "GenAI skills",
      skills: [{ name: "RAG", level: 2 }],
    });
    expect(html).toContain('<caption class="visually-hidden">GenAI skills</caption>');
    expect(html).toContain("<td>Practitioner</td><td>–</td>");
    expect(html.match(/class="skill-matrix__dot[" ]/g)).toHaveLength(3);
  });

  it("refuses matrices without skills or with bad levels", async () => {
    expectRefused("SKILL_MATRIX", {});
    expectRefused("SKILL_MATRIX", { skills: [] });
    expectRefused("SKILL_MATRIX", { skills: [{ name: "SQL" }] });
    expectRefused("SKILL_MATRIX", { skills: [{ name: "SQL", level: 1.5 }] });
    expect(
      skillMatrixSchema.parse({ skills: [...skills, { name: "x", level: -1 }] }).skills,
    ).toHaveLength(3);
  });

  it("tolerates unknown fields", async () => {
    expect(
      accepts(displayDef("SKILL_MATRIX"), { skills: [{ ...skills[0], evidence: "quiz" }], v: 2 }),
    ).toBe(true);
  });

  it("renders hostile text as text", async () => {
    const html = await renderCell("SKILL_MATRIX", {
      levels: [SCRIPT],
      caption: SCRIPT,
      skills: [{ name: SCRIPT, category: SCRIPT, level: 1 }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expectInert(html);
  });
});
