import { describe, expect, it } from "vitest";
import { portfolioSchema } from "~/contract/widgets/portfolio";
import { PORTFOLIO_TEXTS } from "~/contract/widgets/portfolio-look";
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

describeSamples(displayDef("PORTFOLIO"), (data) => {
  const d = data as { profile?: { name: string }; projects: { techTags?: string[] }[] };
  return [...(d.profile ? [d.profile.name] : []), ...d.projects.flatMap((p) => p.techTags ?? [])];
});

const project = {
  title: "Pharmacy checkout redesign",
  summary: "Seven screens to three.",
  label: "Capstone",
  period: "Oct 2026",
  image: { url: "https://cdn.example.com/p.png", altText: "Checkout screens" },
  techTags: ["Figma", "Usability testing"],
  links: [
    { label: "Case study", url: "/portfolio/meghna/checkout" },
    { label: "Prototype", url: "https://figma.com/proto/x" },
  ],
};

describe("PORTFOLIO", () => {
  it("shows the profile header and each project as a list item with image, tags and links", async () => {
    const html = await renderCell("PORTFOLIO", {
      profile: {
        name: "Meghna Pillai",
        headline: "Product designer",
        links: [{ label: "LinkedIn", url: "https://linkedin.com/in/meghna" }],
      },
      projects: [project],
    });
    expect(html).toMatch(
      /<header class="portfolio__profile">.*<h3 class="portfolio__name">Meghna Pillai<\/h3>/,
    );
    expect(html).toContain(
      `<ul class="portfolio__projects" aria-label="${PORTFOLIO_TEXTS.projects}">`,
    );
    expect(html).toMatch(/<h3 class="portfolio__title">Pharmacy checkout redesign<\/h3>/);
    expect(html).toContain("Capstone · Oct 2026");
    expect(html).toContain('alt="Checkout screens"');
    expect(html).toContain(`aria-label="${PORTFOLIO_TEXTS.techUsed}"`);
    expect(html).toMatch(/<li class="tag">Figma<\/li><li class="tag">Usability testing<\/li>/);
    // Internal links stay in the app; other sites open in a new tab, safely.
    expect(html).toMatch(/<a[^>]*href="\/portfolio\/meghna\/checkout"[^>]*>Case study<\/a>/);
    expect(html).toMatch(
      /<a href="https:\/\/figma.com\/proto\/x" class="portfolio__link" target="_blank" rel="noopener noreferrer">Prototype<\/a>/,
    );
    expect(html).toContain('aria-label="Links for Pharmacy checkout redesign"');
  });

  it("works without a profile header", async () => {
    const html = await renderCell("PORTFOLIO", { projects: [{ title: "RAG assistant" }] });
    expect(html).not.toContain("<header");
    expect(html).toContain("RAG assistant");
  });

  it("refuses a portfolio without projects or with a nameless profile", async () => {
    expectRefused("PORTFOLIO", {});
    expectRefused("PORTFOLIO", { projects: [] });
    expectRefused("PORTFOLIO", { projects: [{ summary: "no title" }] });
    expectRefused("PORTFOLIO", { profile: { headline: "PM" }, projects: [project] });
  });

  it("tolerates unknown fields and drops malformed tags and links", async () => {
    const data = {
      theme: "dark",
      projects: [{ ...project, stars: 12, techTags: ["SQL", 4, ""], links: [{ url: "/x" }] }],
    };
    expect(accepts(displayDef("PORTFOLIO"), data)).toBe(true);
    const parsed = portfolioSchema.parse(data);
    expect(parsed.projects[0].techTags).toEqual(["SQL"]);
    expect(parsed.projects[0].links).toEqual([]);
  });

  it("renders hostile text as text and leaves javascript: links out", async () => {
    const html = await renderCell("PORTFOLIO", {
      profile: { name: SCRIPT, bio: SCRIPT, links: [{ label: "Me", url: JS_URL }] },
      projects: [
        {
          title: SCRIPT,
          summary: SCRIPT,
          techTags: [SCRIPT],
          image: { url: JS_URL, altText: "x" },
          links: [
            { label: "Demo", url: ` ${JS_URL}` },
            { label: "Data", url: "data:text/html,hi" },
          ],
        },
      ],
    });
    expect(html).toContain(escapeHtml(SCRIPT));
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("data:text");
    expect(html).not.toContain(">Demo<");
    expect(html).not.toContain(">Me<");
    expectInert(html);
  });
});
