import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

export const SCREENSHOTS = path.resolve(__dirname, "../artifacts/screenshots");

export const NOT_FOUND_TEXT = "We can't seem to find the page you're looking for.";

export const SEEDED_PAGES = [
  "/",
  "/home",
  "/course/product-management-course",
  "/course/ui-ux-design-course",
  "/course/data-analyst-course",
  "/course/business-analyst-course",
  "/course/generative-ai-course",
  "/reviews",
  "/for-companies",
  "/about-us",
  "/manifesto",
  "/contact-us",
  "/events",
  "/policy/tos",
  "/policy/privacy-policy",
  "/policy/refund-policy",
  "/mentorship/mentors",
  "/apply/fellowship",
  "/mentorship/product-management",
  "/subscriptions",
  "/workshops/sql-basics",
] as const;

/**
 * Clicking before React has hydrated tests the no-JS path by accident; wait for it: the page,
 * and every part whose code comes later (app/ui/parts-pending.ts).
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A page of many parts (the widget gallery has one chunk per kind) takes a while on a busy machine.
  await expect(page.locator("html[data-hydrated=true]:not([data-parts-pending])")).toHaveCount(1, {
    timeout: 30_000,
  });
}

/**
 * Full-page screenshot after scrolling through, so lazy images below the fold have loaded. With
 * JavaScript disabled the page cannot be scrolled by script (timers do not run): pass false.
 */
export async function shoot(page: Page, name: string, loadLazyImages = true): Promise<void> {
  if (loadLazyImages) await scrollThrough(page);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Every shown image of `images` loads once scrolled to (lazy ones included, decision 028). */
export async function expectShownImagesLoad(images: Locator): Promise<void> {
  for (const image of await images.all()) {
    if (!(await image.isVisible())) continue;
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
}

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
    // Hidden images (the other theme's variant) never load lazily: wait only for shown ones,
    // and never longer than a few seconds.
    const shown = [...document.images].filter(
      (img) => !img.complete && img.getClientRects().length,
    );
    const loaded = Promise.all(
      shown.map(
        (img) =>
          new Promise((r) => {
            img.addEventListener("load", r, { once: true });
            img.addEventListener("error", r, { once: true });
          }),
      ),
    );
    await Promise.race([loaded, new Promise((r) => setTimeout(r, 5000))]);
  });
}

/**
 * Collects console errors and page errors (hydration mismatches show up here). The browser's own
 * line for a document answered 404 is expected where a test visits an unknown address on purpose.
 */
export function collectErrors(page: Page, { allow404 = false } = {}): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    if (allow404 && msg.text().includes("status of 404")) return;
    errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}
