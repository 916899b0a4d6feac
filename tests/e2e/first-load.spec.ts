import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { BUDGETS } from "../budget/budgets";
import { waitForHydration } from "./support";

/**
 * The budget table (`npm run lint:budget`) adds up what Remix's manifest lists for a first visit;
 * chunks a page loads on demand before it hydrates (its widget kinds, its frame parts) are not in
 * the manifest. This counts what Chromium really fetches on a first visit to "/", until the network
 * is idle, so moving code into on-demand chunks that "/" loads anyway cannot lower the figure.
 */
const HOME = BUDGETS.find((budget) => budget.pattern.test("/"))!;

test(`a first visit to "/" fetches at most ${HOME.ceilingKb} KB gzip of JavaScript`, async ({
  page,
}) => {
  const bodies: Promise<Buffer>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto("/", { waitUntil: "networkidle" });
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const kb =
    (await Promise.all(bodies)).reduce(
      (sum, body) => sum + gzipSync(body, { level: 6 }).length,
      0,
    ) / 1024;
  test.info().annotations.push({ type: "first-load", description: `${kb.toFixed(1)} KB gzip` });
  console.log(`first visit to "/": ${bodies.length} scripts, ${kb.toFixed(1)} KB gzip`);
  expect(kb).toBeLessThanOrEqual(HOME.ceilingKb);
});

/**
 * One render-blocking stylesheet (docs/decisions/024): the CSS bundle holds the global sheets too,
 * first, so they cascade as when they were links of their own ahead of it: app.css, spacing.css,
 * then the CSS modules.
 */
test(`a first visit to "/" fetches one stylesheet, the global sheets first in it`, async ({
  page,
}) => {
  const sheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") sheets.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  expect(sheets).toHaveLength(1);
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  const order = await page.evaluate(() => {
    const rules = [...document.styleSheets[0].cssRules];
    const styleRule = (test: (rule: CSSStyleRule) => boolean) =>
      rules.findIndex((rule) => rule instanceof CSSStyleRule && test(rule));
    const selects = (rule: CSSStyleRule, className: string) =>
      rule.selectorText.split(/[\s,>+~:]+/).includes(`.${className}`);
    const headerClass = document.querySelector("header")?.classList[0] ?? "none";
    return {
      app: styleRule((rule) => rule.style.getPropertyValue("--font-sans") !== ""),
      spacing: styleRule((rule) => selects(rule, "padding-top-0")),
      // The header's class comes from a CSS module (app/shell/Header.module.css).
      module: styleRule((rule) => selects(rule, headerClass)),
    };
  });
  expect(order.app).toBeGreaterThanOrEqual(0);
  expect(order.spacing).toBeGreaterThan(order.app);
  expect(order.module).toBeGreaterThan(order.spacing);
});

/**
 * The web font arrives after the first paint here (each file held back 1 s), as on a slow phone:
 * the text set in "Lexend Fallback" (Arial sized to Lexend's metrics, app/styles/app.css) must not
 * move when Lexend replaces it. Before that face, this counted what Lighthouse did: 0.085 on "/",
 * 0.117 on the course page (and Lighthouse 0.056 on the problem page).
 */
for (const path of ["/", "/course/data-analyst-course", "/problem/sum-of-two-numbers"]) {
  test(`the web font's swap shifts no layout on ${path} (phone)`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    // Every shift of the page's life, as Lighthouse adds them up (none after an input here).
    await page.addInitScript(() => {
      const record = window as unknown as { layoutShift: number };
      record.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          record.layoutShift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.route(/\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const early = await page.evaluate(() => ({
      stack: getComputedStyle(document.body).fontFamily,
      lexend: document.fonts.check('16px "Lexend Variable"'),
    }));
    expect(early.stack).toMatch(/^"Lexend Variable", Lexend, "Lexend Fallback",/);
    // The first paint is in the fallback: the swap is still to come.
    expect(early.lexend).toBe(false);
    await page.waitForFunction(
      () =>
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, "") === "Lexend Variable" && face.status === "loaded",
        ),
      null,
      { timeout: 15_000 },
    );
    await waitForHydration(page);
    // A few frames after the swap, for its shifts to be reported.
    await page.waitForTimeout(500);
    const shift = await page.evaluate(
      () => (window as unknown as { layoutShift: number }).layoutShift,
    );
    test.info().annotations.push({ type: "layout shift", description: shift.toFixed(4) });
    expect(shift).toBeLessThanOrEqual(0.01);
    await context.close();
  });
}

/**
 * The first load's modules are fetched at low priority (docs/decisions/025): the stylesheet and
 * the hero image come first; the page still hydrates. Chromium's own priorities, read over CDP.
 */
test(`a first visit to "/" fetches its modules at low priority and hydrates`, async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const priorities = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", ({ request }) => {
    if (new URL(request.url).pathname.startsWith("/build/") && request.url.endsWith(".js")) {
      priorities.set(new URL(request.url).pathname, request.initialPriority);
    }
  });
  await page.goto("/");
  await waitForHydration(page);
  const inHead = await page
    .locator('head link[rel="modulepreload"][fetchpriority="low"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  const remixOwn = await page
    .locator('body link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // Every module Remix preloads for the first render is in the head's low-priority list.
  expect(inHead.length).toBeGreaterThan(5);
  expect(remixOwn.filter((href) => !inHead.includes(href))).toEqual([]);
  for (const href of inHead) expect(priorities.get(href), href).toBe("Low");
});
