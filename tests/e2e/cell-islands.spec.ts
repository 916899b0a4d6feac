import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support";

/**
 * A first visit to a page whose kinds all keep their server HTML until used hydrates its cells
 * as islands (app/page/CellGridIsland.tsx, docs/decisions/022): the grid's chunk loads on first
 * use, and what that first use did is done once the cells are live.
 */
const GRID_CHUNK = /\/build\/_shared\/grid-chunk-[A-Z0-9]+\.js$/;

function watchGridChunk(page: Page) {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (GRID_CHUNK.test(request.url())) loads.push(request.url());
  });
  return loads;
}

/** Holds the grid's chunk back, so that a test acts while the cells are still islands. */
async function delayGridChunk(page: Page, ms: number) {
  await page.route(GRID_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test("the home page hydrates without the grid's chunk and loads it when pointed at", async ({
  page,
}) => {
  const loads = watchGridChunk(page);
  await page.goto("/", { waitUntil: "networkidle" });
  await waitForHydration(page);
  expect(loads).toHaveLength(0);
  await page.getByRole("heading", { level: 1 }).hover();
  await expect.poll(() => loads.length).toBe(1);
});

test("a click on a cell's link before the grid is there is done once it is", async ({ page }) => {
  await delayGridChunk(page, 400);
  await page.goto("/", { waitUntil: "networkidle" });
  await waitForHydration(page);
  await page.getByRole("link", { name: "Explore programmes" }).click();
  await expect(page).toHaveURL(/#programmes$/);
  await expect(page.getByRole("link", { name: "Explore programmes" })).toBeVisible();
});

test("tabbing into the cells keeps the focus where it is when they go live", async ({ page }) => {
  await delayGridChunk(page, 300);
  await page.goto("/", { waitUntil: "networkidle" });
  await waitForHydration(page);
  const link = page.getByRole("link", { name: "Explore programmes" });
  const requested = page.waitForRequest(GRID_CHUNK);
  await link.focus();
  await requested;
  await page.waitForLoadState("networkidle");
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#programmes$/);
});

test("a page with a kind that needs its code loads the grid before it hydrates", async ({
  page,
}) => {
  const loads = watchGridChunk(page);
  await page.goto("/apply/fellowship", { waitUntil: "networkidle" });
  await waitForHydration(page);
  expect(loads).toHaveLength(1);
});
