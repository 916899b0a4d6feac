import { describe, expect, it } from "vitest";
import { COMPANY_COLUMN, COURSES_COLUMN } from "~/shell/footer-links";
import { seedPages } from "~server/platform/seed/pages";

/** The footer's in-page links (issue 44: three of them led to anchors no page had). */
const anchored = [...COMPANY_COLUMN.links, ...COURSES_COLUMN.links].filter((link) =>
  link.href.includes("#"),
);

describe("the footer's anchors", () => {
  it("has some to check", () => {
    expect(anchored.length).toBeGreaterThanOrEqual(3);
  });

  it.each(anchored.map((link) => [link.label, link.href]))(
    "%s (%s) lands on a section of the seeded page",
    (_label, href) => {
      const [path, fragment] = href.split("#");
      const page = seedPages.find((p) => p.uri === (path || "/"));
      expect(page, `a seeded page at ${path || "/"}`).toBeDefined();
      expect(page!.cells.map((cell) => cell.id)).toContain(fragment);
    },
  );
});
