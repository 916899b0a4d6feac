import { expect, test, type Page } from "@playwright/test";
import { freshEmail, logInWithPasscode } from "./auth-support";
import { collectErrors, waitForHydration } from "./support";

/**
 * Pending actions and channels (docs/decisions/020): a pending action kept for the login runs once
 * the user is back on the page; a page-reload message on the page channel makes another tab showing
 * that page load its data again.
 */
test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1440, height: 900 } });

const PENDING_KEY = "actions:pending-action";
const actionToast = (page: Page) => page.locator("[data-action-toast] [role=status]");

test("a pending action kept before the login runs after it, once", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/");
  await waitForHydration(page);
  // What useActionFetcher keeps when an action with a pendingAction asked for login.
  await page.evaluate((key) => {
    const kept = {
      kind: "USER_NOTIFY",
      data: { message: "Your seat in the PM Fellowship info session is saved" },
      savedAt: Date.now(),
      pathname: "/",
    };
    sessionStorage.setItem(key, JSON.stringify(kept));
  }, PENDING_KEY);
  await page.goto("/?login=1");
  await logInWithPasscode(page, freshEmail("pending"));
  await expect(actionToast(page)).toHaveText(
    "Your seat in the PM Fellowship info session is saved",
  );
  expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY)).toBeNull();
  await page.reload();
  await waitForHydration(page);
  // The live region stays (it must exist before a message to announce it); it holds no message.
  await expect(actionToast(page)).toHaveText("");
  expect(errors).toEqual([]);
});

test("a page-reload message on the page channel reloads the other tab's page", async ({
  context,
}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto("/");
  await second.goto("/");
  await waitForHydration(first);
  await waitForHydration(second);
  const reloaded = second.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith(".data"),
  );
  await first.evaluate(() => {
    const channel = new BroadcastChannel("page");
    channel.postMessage({ type: "page-reload", pageUri: "/" });
    channel.close();
  });
  await reloaded;
  // The reload's own requests are over before the next message is listened for.
  await second.waitForLoadState("networkidle");
  await second.waitForTimeout(500);
  // A message naming another page changes nothing here.
  let other = false;
  second.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) other = true;
  });
  await first.evaluate(() => {
    const channel = new BroadcastChannel("page");
    channel.postMessage({ type: "page-reload", pageUri: "/some-other-page" });
    channel.close();
  });
  await second.waitForTimeout(500);
  expect(other).toBe(false);
});
