import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { FIRST_LOAD_GUARD } from "../budget/budgets";
import { expectShownImagesLoad, waitForHydration } from "./support";

/**
 * The guard on "/" (issue 42, docs/decisions/058): what Chromium really fetches on a first visit,
 * until the network is idle, lazy parts included, in KB of gzip and in files. The budget table
 * (`npm run lint:budget`) only adds up what Remix's manifest lists, for information.
 */
test(`a first visit to "/" fetches at most ${FIRST_LOAD_GUARD.maxKb} KB gzip of JavaScript in at most ${FIRST_LOAD_GUARD.maxFiles} files`, async ({
  page,
}) => {
  const bodies: Promise<Buffer>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(FIRST_LOAD_GUARD.path, { waitUntil: "networkidle" });
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  const kb =
    (await Promise.all(bodies)).reduce(
      (sum, body) => sum + gzipSync(body, { level: 6 }).length,
      0,
    ) / 1024;
  const figure = `${bodies.length} scripts, ${kb.toFixed(1)} KB gzip`;
  test.info().annotations.push({ type: "first-load", description: figure });
  console.log(`first visit to "/": ${figure}`);
  expect(kb).toBeLessThanOrEqual(FIRST_LOAD_GUARD.maxKb);
  expect(bodies.length).toBeLessThanOrEqual(FIRST_LOAD_GUARD.maxFiles);
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

const LEXEND_FIRST = /^"Lexend Variable", Lexend, "Lexend Fallback",/;

/**
 * Lexend on a phone, within the first visit (issue 42, docs/decisions/024 and 069): the first
 * paint is in the metric-matched "Lexend Fallback", the head's web-font script fetches Lexend
 * after it and swaps it in as soon as it has loaded. Here the font files are also held until the
 * first paint: the text must not move when the swap comes.
 */
for (const path of ["/", "/course/data-analyst-course", "/problem/sum-of-two-numbers"]) {
  test(`Lexend: a first visit swaps to it once loaded, with no shift, on ${path} (phone)`, async ({
    browser,
  }) => {
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
    // Each font file is held until the page has painted, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"Lexend Fallback",/,
    );
    await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint").length > 0,
    );
    // The first paint is in the fallback: the swap is still to come.
    expect(await page.evaluate(() => document.fonts.check('16px "Lexend Variable"'))).toBe(false);
    release();
    await page.waitForFunction(() => document.fonts.check('16px "Lexend Variable"'), null, {
      timeout: 15_000,
    });
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily))
      .toMatch(LEXEND_FIRST);
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
 * No click is lost before hydration (issue 42): with every script of the build held back, the
 * page is the server's HTML, and its links and the header's menu work as they are.
 */
test(`before its scripts arrive, "/" works: a link in the Courses menu opens the course`, async ({
  page,
}) => {
  await page.route(/\/build\/.*\.js$/, () => new Promise(() => {}));
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await page.getByRole("link", { name: "Data Analyst Fellowship", exact: true }).first().click();
  await expect(page).toHaveURL(/\/course\/data-analyst-course$/);
  await expect(page.locator("main h1").first()).toContainText(/Data Analyst/i);
});

/** Remix's <Scripts /> as the framework writes them (decision 058): no held-back template. */
test(`a first visit to "/" loads its modules with Remix's <Scripts /> and hydrates`, async ({
  page,
}) => {
  // The server's HTML preloads the modules (Remix drops those links once hydrated).
  const html = await (await page.request.get("/")).text();
  expect(html).toMatch(/<link rel="modulepreload" href="\/build\//);
  expect(html).not.toContain("<template");
  await page.goto("/");
  await waitForHydration(page);
});

/** A tab opened in the background paints nothing: its modules are requested at once. */
test("a page loaded in a hidden tab requests its modules at once", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
    const seen = window as unknown as { moduleBeforeLoaded?: boolean };
    new MutationObserver(() => {
      if (seen.moduleBeforeLoaded === undefined && document.querySelector('script[type="module"]'))
        seen.moduleBeforeLoaded = document.readyState === "loading";
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/");
  await waitForHydration(page);
  expect(
    await page.evaluate(
      () => (window as unknown as { moduleBeforeLoaded?: boolean }).moduleBeforeLoaded,
    ),
  ).toBe(true);
});

/**
 * Lazy images (decision 058): the course cards' images of "/" are plain `loading="lazy"` images,
 * and every one of them shows once scrolled to, after hydration too.
 */
test(`a first visit to "/" shows its lazy images once scrolled to`, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.locator("img[data-after-paint-src]")).toHaveCount(0);
  const lazy = page.locator('main img[loading="lazy"]');
  expect(await lazy.count()).toBeGreaterThan(2);
  await expectShownImagesLoad(lazy);
});
