import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { SEEDED_PAGES, waitForHydration } from "./support";

/**
 * Issue 17: every seeded page, a practice problem, the online compiler and the not-found page pass
 * axe (WCAG 2.1 A and AA, and heading-order) at 375 and 1440 px in both themes. One browser context per width and
 * theme walks all of them; a failure lists each rule with the widget (or frame part) it is in.
 */
const PAGES = [
  ...SEEDED_PAGES,
  "/problem/sum-of-two-numbers",
  "/online-compiler",
  "/no-such-page-for-axe",
] as const;
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [375, 1440]) {
    test(`every seeded page passes axe at ${width} px, ${colorScheme}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        await waitForHydration(page);
        const wcag = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        // One best practice besides: headings never skip a level (a screen reader's outline).
        const order = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
        const violations = [...wcag.violations, ...order.violations];
        for (const violation of violations) {
          const where = await Promise.all(
            violation.nodes.slice(0, 3).map((node) =>
              page
                .locator(String(node.target[0]))
                .first()
                .evaluate(
                  (el) =>
                    el.closest("[data-widget]")?.getAttribute("data-widget") ??
                    el.closest("header, footer, nav, aside, main")?.tagName.toLowerCase() ??
                    el.tagName.toLowerCase(),
                )
                .catch(() => "?"),
            ),
          );
          found.push(`${path}: ${violation.id} in ${where.join(", ")}`);
        }
      }
      expect(found).toEqual([]);
      await context.close();
    });
  }
}
