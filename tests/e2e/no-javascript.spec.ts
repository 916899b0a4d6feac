import { expect, test, type Locator } from "@playwright/test";
import { expectShownImagesLoad, NOT_FOUND_TEXT, shoot } from "./support";

test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

test("the same walk works with JavaScript turned off", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("main h1").first()).toBeVisible();
  const header = page.getByRole("navigation", { name: "Main" });
  await header.getByRole("button", { name: "Courses" }).hover();
  await expect(header.getByText("Placement-focused fellowships")).toBeVisible();
  await header.getByRole("link", { name: /Data Analyst/ }).click();
  await expect(page).toHaveURL(/\/course\/data-analyst-course$/);
  await expect(page.locator("main h1").first()).toContainText(/Data Analyst/i);
  await shoot(page, "course-data-analyst-nojs-1440", false);

  const response = await page.goto("/nowhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await page.getByRole("link", { name: "Take me Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('lazy images show without JavaScript: the browser\'s own loading="lazy"', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  // Decision 058: a lazy image is a plain <img src loading="lazy">, no script gives it its address.
  await expect(page.locator("img[data-after-paint-src], main noscript img")).toHaveCount(0);
  const lazy = page.locator('main img[loading="lazy"]');
  expect(await lazy.count()).toBeGreaterThan(2);
  for (const image of await lazy.all()) expect(await image.getAttribute("src")).toBeTruthy();
  await expectShownImagesLoad(lazy);
});

test("the code areas are readable without JavaScript (the plain textarea's colours)", async ({
  page,
}) => {
  // The compiler's code sits in a dark band whose white text the code frame must not inherit.
  // (axe cannot run here: its timers need the page's JavaScript.)
  for (const path of ["/online-compiler", "/problem/sum-of-two-numbers"]) {
    await page.goto(path);
    const code = page.getByRole("textbox", { name: /^Code/ });
    await expect(code).toHaveValue(/\S/);
    expect(await contrastOf(code)).toBeGreaterThanOrEqual(4.5);
  }
});

/** WCAG contrast of an element's text colour on the first opaque background behind it. */
function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
    let back: Element | null = el;
    while (back && rgb(getComputedStyle(back).backgroundColor)[3] === 0) back = back.parentElement;
    const luminance = (css: string) => {
      const [r, g, b] = rgb(css).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const text = luminance(getComputedStyle(el).color);
    const ground = luminance(back ? getComputedStyle(back).backgroundColor : "rgb(255, 255, 255)");
    return (Math.max(text, ground) + 0.05) / (Math.min(text, ground) + 0.05);
  });
}

test("FAQ answers open without JavaScript", async ({ page }) => {
  await page.goto("/course/data-analyst-course");
  const faq = page.locator("[data-widget=FAQ] details").nth(1);
  await expect(faq).not.toHaveAttribute("open", "");
  await faq.locator("summary").click();
  await expect(faq).toHaveAttribute("open", "");
});

test("the hamburger opens the drawer without JavaScript at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.getByLabel("Menu").click();
  const drawer = page.getByRole("navigation", { name: "Mobile navigation" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("link", { name: /Product Manager/ }).click();
  await expect(page).toHaveURL(/\/course\/product-management-course$/);
});
