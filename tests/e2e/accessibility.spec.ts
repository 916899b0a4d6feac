import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { SITE_THEME_COOKIE } from "~/contract/values";
import { SEEDED_PAGES, waitForHydration } from "./support";

/**
 * Issue 17: every seeded page, a practice problem, the online compiler and the not-found page pass
 * axe (WCAG 2.1 A and AA, and heading-order) at 375 and 1440 px in both themes (chosen as the
 * site theme, so pages whose look fixes a theme are checked in the other one too). One test per page
 * (a slow or stuck page fails alone, by name); a failure lists each rule with the widget (or frame
 * part) it is in.
 */
const PAGES = [
  ...SEEDED_PAGES,
  "/problem/sum-of-two-numbers",
  "/online-compiler",
  "/no-such-page-for-axe",
] as const;
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const LOOKS = [
  { width: 375, colorScheme: "light" },
  { width: 1440, colorScheme: "light" },
  { width: 375, colorScheme: "dark" },
  { width: 1440, colorScheme: "dark" },
] as const;

// Both workers share the pages.
test.describe.configure({ mode: "parallel" });

for (const path of PAGES) {
  test(`${path} passes axe at 375 and 1440 px, light and dark`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const { width, colorScheme } of LOOKS) {
      const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
      // The site theme chosen in the header (decision 051): fixed-theme pages switch too.
      await context.addCookies([{ name: SITE_THEME_COOKIE, value: colorScheme, url: baseURL }]);
      const page = await context.newPage();
      await openWatched(page, path);
      await waitForHydration(page);
      for (const violation of await violationsOf(page)) {
        const where = await Promise.all(
          violation.nodes.slice(0, 3).map((node) => partOf(page, node.target)),
        );
        found.push(`${width} px ${colorScheme}: ${violation.id} in ${where.join(", ")}`);
      }
      await context.close();
    }
    expect(found).toEqual([]);
  });
}

async function violationsOf(page: Page) {
  // One best practice besides the WCAG tags, in the same pass: headings never skip a level (a
  // screen reader's outline). `options` first: it replaces what withTags set.
  const results = await new AxeBuilder({ page })
    .options({ rules: { "heading-order": { enabled: true } } })
    .withTags(WCAG_TAGS)
    .analyze();
  const ran = [
    ...results.passes,
    ...results.violations,
    ...results.incomplete,
    ...results.inapplicable,
  ];
  expect(ran.map((rule) => rule.id)).toEqual(
    expect.arrayContaining(["heading-order", "color-contrast"]),
  );
  return results.violations;
}

/** The widget (or frame part) an element is in. */
function partOf(page: Page, target: unknown[]): Promise<string> {
  return page
    .locator(String(target[0]))
    .first()
    .evaluate(
      (el) =>
        el.closest("[data-widget]")?.getAttribute("data-widget") ??
        el.closest("header, footer, nav, aside, main")?.tagName.toLowerCase() ??
        el.tagName.toLowerCase(),
    )
    .catch(() => "?");
}

/** page.goto, whose failure says which of the page's requests had not finished. */
async function openWatched(page: Page, path: string): Promise<void> {
  const pending = new Map<string, number>();
  page.on("request", (request) => pending.set(request.url(), Date.now()));
  page.on("requestfinished", (request) => pending.delete(request.url()));
  page.on("requestfailed", (request) => pending.delete(request.url()));
  try {
    await page.goto(path, { timeout: 60_000 });
  } catch (error) {
    const open = [...pending].map(([url, since]) => `${url} (${Date.now() - since} ms)`);
    throw new Error(`${String(error)}\nunfinished requests: ${open.join(", ") || "none"}`);
  }
}
