import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seedPages } from "~server/platform/seed/pages";
import { SITE_THEME_COOKIE } from "~/contract/values";
import { freshEmail, logInWithPasscode } from "./auth-support";
import { waitForHydration } from "./support";

/**
 * Issue 35: what a first-time visitor meets. Every seeded page and every page its links reach
 * (one level) answers, for a visitor and for a learner; nothing is cut at 375 px; the theme
 * switch works with and without JavaScript and the server renders the choice.
 */
const SEEDED = [...new Set(seedPages.map((page) => page.uri))];
const PUBLIC_SEEDED = SEEDED.filter((uri) => !uri.startsWith("/admin"));

/** The same-site addresses of a document's links, and its images' addresses. */
function linksOf(html: string, base: string): { pages: string[]; images: string[] } {
  const pages = new Set<string>();
  const images = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const url = new URL(href.replace(/&amp;/g, "&"), base);
    if (url.origin !== new URL(base).origin) continue;
    pages.add(`${url.pathname}${url.search}`);
  }
  for (const [, src] of html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)) {
    if (src.startsWith("data:")) continue;
    const url = new URL(src.replace(/&amp;/g, "&"), base);
    if (url.origin === new URL(base).origin) images.add(`${url.pathname}${url.search}`);
  }
  return { pages: [...pages], images: [...images] };
}

/** Fetches the seeded pages, then every address they link (once), and lists what failed. */
async function crawl(request: APIRequestContext, base: string, start: readonly string[]) {
  const failures: string[] = [];
  const seen = new Set<string>();
  const next = new Map<string, string>();
  const images = new Map<string, string>();
  const check = async (path: string, from?: string) => {
    const res = await request.get(path, { maxRedirects: 5 });
    const status = res.status();
    if (status === 404 || status >= 500) {
      failures.push(`${path} answered ${status}${from ? ` (linked from ${from})` : ""}`);
    }
    return res;
  };
  for (const path of start) {
    seen.add(path);
    const res = await check(path);
    if (!(res.headers()["content-type"] ?? "").includes("text/html")) continue;
    const found = linksOf(await res.text(), base);
    for (const link of found.pages) if (!next.has(link)) next.set(link, path);
    for (const image of found.images) if (!images.has(image)) images.set(image, path);
  }
  for (const [path, from] of next) {
    if (seen.has(path)) continue;
    seen.add(path);
    await check(path, from);
  }
  for (const [src, from] of images) {
    const res = await request.get(src);
    if (!res.ok()) failures.push(`image ${src} answered ${res.status()} (on ${from})`);
  }
  return { failures, pages: seen.size, images: images.size };
}

test.describe("every internal link resolves", () => {
  test("as a visitor: every seeded page and the pages it links", async ({ request, baseURL }) => {
    test.setTimeout(240_000);
    const result = await crawl(request, baseURL!, SEEDED);
    expect(result.failures).toEqual([]);
    // The crawl went somewhere: the seeded pages and well beyond.
    expect(result.pages).toBeGreaterThan(SEEDED.length);
    expect(result.images).toBeGreaterThan(10);
  });

  test("as a learner: every seeded page and the pages it links", async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await page.goto("/login");
    await logInWithPasscode(page, freshEmail("crawl"));
    const result = await crawl(page.request, baseURL!, SEEDED);
    expect(result.failures).toEqual([]);
    expect(result.pages).toBeGreaterThan(SEEDED.length);
  });

  test("the footer's Mentors and Refund Policy are real pages", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [name, heading] of [
      ["Mentors", "Mentors who do the job"],
      ["Refund Policy", "Refund Policy"],
    ] as const) {
      await page.goto("/");
      await footer.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });
});

/**
 * Text cut by an ellipsis, a line clamp or a hidden overflow, whose full text is not reachable
 * otherwise (a title on it or around it). Scrolling containers and visually hidden text are not
 * cuts.
 */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const ownText = [...el.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (!ownText) continue;
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      if (el.clientWidth <= 1 || el.clientHeight <= 1) continue; // visually hidden
      if (el.closest("[hidden], [aria-hidden=true], details:not([open]) > :not(summary)")) continue;
      const clips = (value: string) => value === "hidden" || value === "clip";
      const cutWide =
        clips(style.overflowX) &&
        el.scrollWidth > el.clientWidth + 1 &&
        style.whiteSpace !== "normal";
      const clamp = style.getPropertyValue("-webkit-line-clamp");
      const cutTall =
        clips(style.overflowY) &&
        ((clamp && clamp !== "none") || style.textOverflow === "ellipsis") &&
        el.scrollHeight > el.clientHeight + 1;
      const cutByEllipsis =
        style.textOverflow === "ellipsis" && el.scrollWidth > el.clientWidth + 1;
      if (!cutWide && !cutTall && !cutByEllipsis) continue;
      const titled = el.closest("[title]")?.getAttribute("title") ?? "";
      if (titled.includes(ownText)) continue;
      found.push(
        `"${ownText.slice(0, 60)}" in <${el.tagName.toLowerCase()} class="${el.className}">`,
      );
    }
    return found;
  });
}

test.describe("nothing is clipped at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("every seeded page, as a visitor", async ({ page }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    for (const path of PUBLIC_SEEDED) {
      await page.goto(path);
      for (const cut of await clippedTexts(page)) found.push(`${path}: ${cut}`);
    }
    expect(found).toEqual([]);
  });

  test("the menu with a long e-mail address and the account pages", async ({ page }) => {
    test.setTimeout(180_000);
    // The header names the user above 1024 px: log in there, then look at a phone's width.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/login");
    await logInWithPasscode(
      page,
      freshEmail("a-learner-with-a-really-quite-long-address-for-the-menu"),
    );
    await page.setViewportSize({ width: 375, height: 800 });
    const found: string[] = [];
    for (const path of PUBLIC_SEEDED) {
      await page.goto(path);
      for (const cut of await clippedTexts(page)) found.push(`${path}: ${cut}`);
    }
    await page.goto("/policy/tos");
    await waitForHydration(page);
    await page.getByLabel("Menu", { exact: true }).click();
    const email = page.locator("nav[aria-label='Mobile navigation'] p", { hasText: "@" });
    await expect(email).toBeVisible();
    for (const cut of await clippedTexts(page)) found.push(`menu: ${cut}`);
    expect(found).toEqual([]);
  });
});

test.describe("the theme switch", () => {
  test("the header's switch sets the theme, remembered and server-rendered", async ({
    page,
    request,
  }) => {
    await page.goto("/policy/tos");
    await waitForHydration(page);
    const themes = page.getByRole("banner").getByRole("group", { name: "Theme" });
    await expect(themes.getByRole("button", { name: "System theme" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await themes.getByRole("button", { name: "Dark theme" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page).toHaveURL(/\/policy\/tos$/);
    await expect(themes.getByRole("button", { name: "Dark theme" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const cookie = (await page.context().cookies()).find((c) => c.name === SITE_THEME_COOKIE);
    expect(cookie?.value).toBe("dark");
    // The first paint is the server's: its HTML already says dark, with no script to refine it.
    const html = await (await page.request.get("/", { headers: { accept: "text/html" } })).text();
    expect(html).toMatch(/<html[^>]*data-theme="dark"[^>]*data-theme-preference="fixed"/);
    // A fresh visitor is not affected (the document cache keys by the theme).
    const fresh = await (await request.get("/about-us")).text();
    expect(fresh).toMatch(/<html[^>]*data-theme="light"/);
    // Remembered over a reload; light wins over the dark look of /.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await waitForHydration(page);
    await page
      .getByRole("banner")
      .getByRole("group", { name: "Theme" })
      .getByRole("button", { name: "Light theme" })
      .click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    // Back to the system's: no cookie.
    await page
      .getByRole("banner")
      .getByRole("group", { name: "Theme" })
      .getByRole("button", { name: "System theme" })
      .click();
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === SITE_THEME_COOKIE))
      .toBe(false);
  });

  test("the form refuses a post without its CSRF token", async ({ request }) => {
    const res = await request.post("/theme", {
      form: { theme: "dark", returnTo: "/" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
    expect(res.headers()["set-cookie"] ?? "").not.toContain(SITE_THEME_COOKIE);
  });

  test("the code editors follow the site theme unless an editor theme was chosen", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: SITE_THEME_COOKIE, value: "light", url: baseURL }]);
    // The compiler is dark by default (spec 02); the site's light theme wins over the default...
    await page.goto("/online-compiler/python");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    // ...and the editor settings' own choice wins over the site's.
    await page.evaluate(() => localStorage.setItem("standaloneCompilerDarkTheme", "true"));
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await context.addCookies([{ name: SITE_THEME_COOKIE, value: "dark", url: baseURL }]);
    await page.goto("/problem/sum-of-two-numbers");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test.describe("without JavaScript, in the mobile menu", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

    test("the menu's switch posts and comes back in the chosen theme", async ({ page }) => {
      await page.goto("/about-us");
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      await page.getByLabel("Menu", { exact: true }).click();
      const menu = page.getByRole("navigation", { name: "Mobile navigation" });
      await menu
        .getByRole("group", { name: "Theme" })
        .getByRole("button", { name: "Dark" })
        .click();
      await expect(page).toHaveURL(/\/about-us$/);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    });
  });
});

test.describe("status pages say what happened", () => {
  test("a protected page logged out: the spec's text, the login form, a title", async ({
    page,
  }) => {
    const res = await page.goto("/orders");
    expect(res?.status()).toBe(401);
    await expect(page).toHaveTitle("My Purchases: log in to see it | Career Learning");
    await expect(
      page.getByRole("heading", { name: "You do not have access for this page" }),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("401");
  });

  test("one <main> on the compiler's plain result and the assistant's page", async ({ page }) => {
    for (const path of ["/assistant", "/online-compiler/run", "/practice/submit"]) {
      await page.goto(path);
      await expect(page.locator("main"), path).toHaveCount(1);
    }
  });
});
