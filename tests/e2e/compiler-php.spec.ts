import { expect, test, type Page } from "@playwright/test";
import { editor } from "./code-support";
import { collectErrors, shoot, waitForHydration } from "./support";

/**
 * PHP in the compiler (issue 32, decision 053): offered as a language that runs, picked, run on
 * its stdin, its output shown; and without JavaScript, the form's picker offers the languages
 * that run and shows the rest disabled with the JavaScript editor's words. At 375 and 1440 px.
 */
const VERDICT = { timeout: 30_000 };
const WIDTHS = [375, 1440] as const;
const REASON = "this site runs JavaScript, Python, PHP and SQL only";
const PHP_CODE =
  '<?php\n$name = trim(fgets(STDIN));\necho "Hello, $name from PHP " . PHP_MAJOR_VERSION;';

/** Fills the editor until it holds the code (a stored draft may land just after a first fill). */
async function setCode(page: Page, code: string) {
  const content = await editor(page);
  await expect(async () => {
    await content.fill(code);
    expect(await content.innerText()).toBe(code);
  }).toPass({ timeout: 15_000 });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test("pick PHP, Run, and see what it printed from stdin", async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto("/online-compiler/python");
      await waitForHydration(page);
      const picker = page.getByLabel("Language");
      // Below 1024 px the picker is in the Code tab.
      if (width < 1024) await page.getByRole("tab", { name: "Code", exact: true }).click();
      await expect(picker.locator("option[value=php]")).toBeEnabled();
      await expect(picker.locator("option[value=php]")).toHaveText("PHP");
      await picker.selectOption("php");
      await expect(page).toHaveURL(/\/online-compiler\/php$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online PHP compiler");
      await expect(page.locator("[data-language-unavailable]")).toHaveCount(0);

      await setCode(page, PHP_CODE);
      await page.getByLabel("Input (stdin)").fill("Asha");
      await page.getByRole("button", { name: "Run", exact: true }).click();
      const output = page.getByTestId("compiler-output");
      await expect(output).toHaveText("Hello, Asha from PHP 8", VERDICT);
      await expect(output).toBeInViewport();
      await shoot(page, `compiler-php-${width}`);

      // A syntax error is the compiler's error, with PHP's own words.
      await setCode(page, '<?php\necho "a"\necho "b";');
      await page.getByRole("button", { name: "Run", exact: true }).click();
      await expect(page.getByText(/Parse error: syntax error/).first()).toBeVisible(VERDICT);
      await shoot(page, `compiler-php-error-${width}`);
      expect(errors).toEqual([]);
    });
  });

  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: width === 375 ? 812 : 900 } });

    test("the form's picker offers the languages that run, the rest disabled with why", async ({
      page,
    }) => {
      await page.goto("/online-compiler/php");
      await page.locator("textarea[name=sourceCode]").fill(PHP_CODE);
      await page.getByLabel("Input (stdin)").fill("Ravi");
      await page.getByRole("button", { name: "Run", exact: true }).click();
      await expect(page).toHaveURL(/\/online-compiler\/run$/);
      await expect(page.getByTestId("compiler-output")).toHaveText(
        "Hello, Ravi from PHP 8",
        VERDICT,
      );
      const picker = page.getByLabel("Language");
      await expect(picker).toHaveValue("php");
      for (const id of ["php", "python3", "javascript12", "sqlite", "psql"]) {
        await expect(picker.locator(`option[value=${id}]`)).toBeEnabled();
      }
      const cpp = picker.locator("option[value=cppgcc9]");
      await expect(cpp).toBeDisabled();
      await expect(cpp).toHaveText(`C++ (unavailable: ${REASON})`);
      await expect(picker.locator("option[value=java13]")).toBeDisabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await shoot(page, `compiler-nojs-php-${width}`, false);
    });
  });
}
