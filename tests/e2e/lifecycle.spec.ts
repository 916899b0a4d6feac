import { expect, test, type Request } from "@playwright/test";
import { waitForHydration } from "./support";

const PLATFORM = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3310) + 1}`;

test.describe("theme before first paint", () => {
  test("a page without a background follows the system preference", async ({ browser }) => {
    for (const colorScheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      // Read the theme the moment the document is parsed, before any app script runs.
      await page.goto("/reviews", { waitUntil: "commit" });
      await page.waitForLoadState("domcontentloaded");
      const first = await page.evaluate(() => document.documentElement.dataset.theme);
      expect(first).toBe(colorScheme);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
      await context.close();
    }
  });

  test("the compiler and the practice editor follow the system unless stored otherwise", async ({
    browser,
  }) => {
    // A light system: the compiler is no longer always dark (issue 42, decision 071).
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/online-compiler/python3");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await page.goto("/problem/sum-of-two-numbers");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    // An editor theme stored in the editor settings wins over the system.
    await page.evaluate(() => {
      localStorage.setItem("standaloneCompilerDarkTheme", "true");
      localStorage.setItem("practiceEditorDarkTheme", "true");
    });
    await page.goto("/online-compiler/python3", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.goto("/problem/sum-of-two-numbers", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await context.close();
  });
});

test("back to a cached page shows it without asking the server", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/reviews");
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Hire from us" })
    .click();
  await expect(page).toHaveURL(/\/for-companies$/);
  // The first page is written when the cache opens: at the first client navigation (the cache
  // and IndexedDB code are not part of the first load).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        // Never create the database (nor hold it open): the app opens and upgrades it itself.
        const known = await indexedDB.databases();
        if (!known.some((db) => db.name === "career-learning-pages")) return 0;
        return new Promise<number>((resolve) => {
          const open = indexedDB.open("career-learning-pages");
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains("pages")) {
              db.close();
              return resolve(0);
            }
            const count = db.transaction("pages").objectStore("pages").count();
            count.onsuccess = () => {
              db.close();
              resolve(count.result);
            };
          };
          open.onerror = () => resolve(-1);
        });
      }),
    )
    .toBeGreaterThan(0);
  const pageLoads: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data") && !/^root$/.test(url.searchParams.get("_routes") ?? "")) {
      pageLoads.push(request.url());
    }
  };
  page.on("request", onRequest);
  await page.goBack();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page.locator("main")).toContainText(/review/i);
  expect(pageLoads).toEqual([]);
  // A push navigation to the same page asks the server again (the cache is for back/forward).
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Hire from us" })
    .click();
  await expect(page).toHaveURL(/\/for-companies$/);
  expect(pageLoads.some((url) => url.includes("/for-companies"))).toBe(true);
  page.off("request", onRequest);
});

test("page views and first-touch campaign go to the configured console sink", async ({ page }) => {
  const events: string[] = [];
  page.on("console", (msg) => {
    if (msg.text().startsWith("[tracking]")) events.push(msg.text());
  });
  await page.goto("/reviews?utm_source=newsletter&utm_campaign=autumn");
  await waitForHydration(page);
  await expect.poll(() => events.filter((e) => e.includes("Page View")).length).toBe(1);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Hire from us" })
    .click();
  await expect.poll(() => events.filter((e) => e.includes("Page View")).length).toBe(2);
  const stored = await page.evaluate(() => localStorage.getItem("tracking:campaign:first-touch"));
  expect(stored).toContain("newsletter");
});

test("referral and campaign in the address send the referral capture", async ({ page }) => {
  await page.goto("/?referral=asha-42&campaign=diwali");
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "cl_ref")?.value).toBe(
    encodeURIComponent("asha-42|diwali"),
  );
  await expect
    .poll(async () =>
      JSON.stringify(await (await fetch(`${PLATFORM}/__test/referral-captures`)).json()),
    )
    .toContain("asha-42");
});
