import { describe, expect, it } from "vitest";
import { INSTRUCTOR_PROFILE_TEXTS } from "~/contract/widgets/instructor-profile-look";
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

describeSamples(displayDef("INSTRUCTOR_PROFILE"), (data) => {
  const d = data as { name: string; credentials?: string[] };
  return [d.name, ...(d.credentials ?? [])];
});

const kavya = {
  name: "Dr. Kavya Raghunathan",
  title: "Head of Data Science",
  company: "Swiggy",
  image: { url: "https://cdn.example.com/k.jpg" },
  bio: "First paragraph.\n\nSecond paragraph.",
  stats: [{ value: "3,400+", label: "learners taught" }],
  credentials: ["PhD in Statistics"],
  courses: [
    { title: "Data Analyst Fellowship", url: "/data-analyst-fellowship" },
    { title: "Workshop" },
  ],
  links: [{ label: "LinkedIn", url: "https://linkedin.com/in/kavya" }],
};

describe("INSTRUCTOR_PROFILE", () => {
  it("shows name, role, bio paragraphs, figures, credentials, courses and links", async () => {
    const html = await renderCell("INSTRUCTOR_PROFILE", kavya);
    expect(html).toMatch(
      /<h3 class="instructor-profile__name">Dr. Kavya Raghunathan<\/h3><p class="instructor-profile__role">Head of Data Science, Swiggy<\/p>/,
    );
    expect(html).toContain(
      '<p class="instructor-profile__bio">First paragraph.</p><p class="instructor-profile__bio">Second paragraph.</p>',
    );
    // The photo's alt text falls back to the name.
    expect(html).toContain('alt="Dr. Kavya Raghunathan"');
    expect(html).toContain(
      '<dt class="instructor-profile__statLabel">learners taught</dt><dd class="instructor-profile__statValue">3,400+</dd>',
    );
    expect(html).toContain(
      `<h4 class="instructor-profile__subheading">${INSTRUCTOR_PROFILE_TEXTS.credentials}</h4><ul class="instructor-profile__credentials"><li>PhD in Statistics</li>`,
    );
    expect(html).toMatch(
      /<a[^>]*href="\/data-analyst-fellowship"[^>]*>Data Analyst Fellowship<\/a>/,
    );
    expect(html).toContain("<li>Workshop</li>");
    expect(html).toMatch(
      /<a href="https:\/\/linkedin.com\/in\/kavya"[^>]*target="_blank" rel="noopener noreferrer">LinkedIn<\/a>/,
    );
  });

  it("refuses a profile without a name or with malformed figures", async () => {
    expectRefused("INSTRUCTOR_PROFILE", {});
    expectRefused("INSTRUCTOR_PROFILE", { name: "  " });
    expectRefused("INSTRUCTOR_PROFILE", { ...kavya, stats: "many" });
    expectRefused("INSTRUCTOR_PROFILE", { ...kavya, bio: 4 });
  });

  it("tolerates unknown fields and drops malformed list items", async () => {
    const data = { ...kavya, twitter: "@kavya", stats: [{ value: "1" }, kavya.stats[0]] };
    expect(accepts(displayDef("INSTRUCTOR_PROFILE"), data)).toBe(true);
    expect((await renderCell("INSTRUCTOR_PROFILE", data)).match(/<dt/g)).toHaveLength(1);
  });

  it("renders hostile text as text and leaves javascript: links out", async () => {
    const html = await renderCell("INSTRUCTOR_PROFILE", {
      name: SCRIPT,
      bio: SCRIPT,
      credentials: [SCRIPT],
      courses: [{ title: "Course", url: JS_URL }],
      links: [{ label: "Site", url: JS_URL }],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).toContain("<li>Course</li>");
    expect(html).not.toContain(">Site<");
    expect(html).not.toContain("javascript:");
    expectInert(html);
  });
});
