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
