import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { WIDGET_SCHEMAS } from "~/contract/widgets/schemas";
import { collectErrors, shoot, waitForHydration } from "./support";

/**
 * Issue 16, "Done when": the gallery renders every kind with 0 axe violations and no console
 * errors, at both widths and in both themes. The gallery (/dev/widgets) renders each sample through
 * the same cell path as a page, so a kind that fails here fails on a page too.
 */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

for (const colorScheme of ["light", "dark"] as const) {
  for (const width of [375, 1440]) {
    test(`the widget gallery at ${width} px, ${colorScheme}: every kind, no axe violations, no errors`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({
        colorScheme,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto("/dev/widgets");
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);

      const kinds = await page
        .locator("[data-widget]")
        .evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute("data-widget")))]);
      expect(kinds.sort()).toEqual(Object.keys(WIDGET_SCHEMAS).sort());
      await expect(page.locator("[data-widget-problem]")).toHaveCount(0);

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const found = violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(" | ")}`,
      );
      expect(found).toEqual([]);
      if (width === 375) await shoot(page, `widget-gallery-${colorScheme}-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}
