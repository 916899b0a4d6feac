import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support";

const PLATFORM = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3310) + 1}`;
const WARNING =
  "Warning: Your final score will be affected due to switching tabs during the contest!";

test("coming back to a contest tab warns and reports the switch upstream", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/contest/weekly-sql");
  await waitForHydration(page);
  // The watcher's module is loaded after hydration (useTabChangeTracker). Importing the same
  // module here resolves after the page's own import did, so its listener is in place.
  await page.evaluate(async () => {
    const loaded = () =>
      performance
        .getEntriesByType("resource")
        .find((entry) => /\/tab-change-watch-[\w-]+\.js$/.test(entry.name));
    while (!loaded()) await new Promise((resolve) => setTimeout(resolve, 20));
    await import(loaded()!.name);
  });
  const before = (await (await fetch(`${PLATFORM}/__test/tab-switches`)).json()) as unknown[];
  // The alert blocks the page until answered: answer it as it opens.
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  // Headless Chromium keeps the tab visible: play the hide/show the browser would send.
  await page.evaluate(() => {
    const setVisibility = (state: string) => {
      Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
      Object.defineProperty(document, "hidden", { value: state === "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    };
    setVisibility("hidden");
    setVisibility("visible");
  });
  await expect.poll(() => messages).toEqual([WARNING]);
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${PLATFORM}/__test/tab-switches`)).json()) as unknown[]).length,
    )
    .toBe(before.length + 1);
  const calls = (await (await fetch(`${PLATFORM}/__test/tab-switches`)).json()) as {
    body?: { url?: string; contestId?: string };
  }[];
  const last = calls[calls.length - 1];
  expect(JSON.stringify(last)).toContain("/contest/weekly-sql");
  expect(JSON.stringify(last)).toContain("weekly-sql");
});
