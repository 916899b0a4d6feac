import { expect, test, type Browser, type Page } from "@playwright/test";
import { freshEmail, logInWithPasscode, makeAdmin } from "./auth-support";
import { SEEDED_PAGES, waitForHydration } from "./support";

/**
 * Issue 42: no React error in the console on any seeded page, the admin editor (`/?edit=1` logged
 * React error #421 ten times on two loads) or the practice pages, at 375 and 1440 px. One browser
 * context per width and role, so the whole sweep stays within a few minutes.
 */
const PRACTICE_PAGES = [
  "/practice",
  "/problem-group/arrays-and-strings-basics",
  "/problem/sum-of-two-numbers",
  "/online-compiler/python3",
];
const EDITOR_PAGES = ["/?edit=1", "/?edit=1", "/manifesto?edit=1"];
const REACT_ERROR = /react|hydrat|#418|#421|#423|#425|minified react error/i;

/** Every React or hydration error the page reports, tagged with the address it came from. */
function reactErrors(page: Page): { at: string; errors: string[] } {
  const found = { at: "", errors: [] as string[] };
  const keep = (text: string) => {
    if (REACT_ERROR.test(text)) found.errors.push(`${found.at}: ${text.slice(0, 300)}`);
  };
  page.on("console", (msg) => {
    if (msg.type() === "error") keep(msg.text());
  });
  page.on("pageerror", (error) => keep(`${error.message}`));
  return found;
}

async function sweep(page: Page, paths: readonly string[], found: { at: string }) {
  for (const path of paths) {
    found.at = path;
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await waitForHydration(page);
    // Lazy parts hydrate as their code arrives: let the network settle before the next page.
    await page.waitForLoadState("networkidle");
  }
}

async function adminPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const email = freshEmail(`hydration${width}`);
  await page.goto("/?login=1");
  await logInWithPasscode(page, email);
  await makeAdmin(email);
  await page.setViewportSize({ width, height: 900 });
  return page;
}

for (const width of [375, 1440]) {
  test(`no React error on any seeded or practice page at ${width} px`, async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const found = reactErrors(page);
    await sweep(page, [...SEEDED_PAGES, ...PRACTICE_PAGES], found);
    expect(found.errors).toEqual([]);
    await context.close();
  });

  test(`no React error in the admin editor at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await adminPage(browser, width);
    const found = reactErrors(page);
    await sweep(page, EDITOR_PAGES, found);
    await expect(page.locator("[data-page-editor][data-ready=true]")).toHaveCount(1);
    expect(found.errors).toEqual([]);
    await page.context().close();
  });
}
