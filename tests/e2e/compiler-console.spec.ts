import { expect, test } from "@playwright/test";
import { editor, setCode } from "./code-support";
import { shoot } from "./support";

/**
 * The compiler's console (issue 44): the line a run's error names is marked in the editor until
 * the code changes; `input()` asks inline and the learner's line continues the program (a re-run
 * from the start with the lines so far, decision 068), with JavaScript and without.
 */
const ASKS = "print('hi')\nname = input('Name: ')\nprint('Hello, ' + name + '!')";
const VERDICT = { timeout: 60_000 };

for (const width of [375, 1440] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test("a failing run marks its line in the editor; an edit clears it", async ({ page }) => {
      await page.goto("/online-compiler/javascript");
      await setCode(page, 'console.log("before");\nfunction f(o) {\n  return o.z.y;\n}\nf({});');
      await page.getByRole("button", { name: "Run", exact: true }).click();
      await expect(page.getByTestId("compiler-message")).toContainText("main.js:3", VERDICT);
      const marked = page.locator('.cm-errorLine[data-error-line="3"]');
      await expect(marked).toHaveText("  return o.z.y;");
      // A phone's Run opens the Result tab: back to the code.
      if (width < 1024) await page.getByRole("tab", { name: "Code", exact: true }).click();
      // CodeMirror hides its gutters from screen readers; the marker says it on hover.
      await expect(page.locator('.cm-errorMarker[title="Error on line 3"]')).toBeVisible();
      await expect(marked).toHaveAttribute("title", "Error on line 3");
      await shoot(page, `compiler-error-line-${width}`);

      await (await editor(page)).press("End");
      await page.keyboard.type(" ");
      await expect(page.locator(".cm-errorLine")).toHaveCount(0);
      await expect(page.locator(".cm-errorMarker")).toHaveCount(0);
    });

    test("input() asks inline; the typed line continues the program", async ({ page }) => {
      await page.goto("/online-compiler/python");
      await setCode(page, ASKS);
      await page.getByRole("button", { name: "Run", exact: true }).click();
      const field = page.getByRole("textbox", { name: "Your input: Name:" });
      await expect(field).toBeVisible(VERDICT);
      await expect(field).toBeFocused();
      await expect(page.getByTestId("console-prompt")).toContainText("Name:");
      await expect(page.getByTestId("compiler-output")).toHaveText("hi\n");
      await shoot(page, `compiler-console-asks-${width}`);
      await field.fill("Asha");
      await field.press("Enter");
      // The typed line shows where it was typed, as a terminal echoes it.
      await expect(page.getByTestId("compiler-output")).toHaveText(
        "hi\nName: Asha\nHello, Asha!\n",
        VERDICT,
      );
      await expect(page.getByTestId("compiler-output").locator("kbd")).toHaveText("Asha\n");
      await expect(page.getByTestId("console-prompt")).toHaveCount(0);
      await shoot(page, `compiler-console-done-${width}`);
    });
  });

  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: width === 375 ? 812 : 900 } });

    test("the console's line is a plain form that re-runs the program", async ({ page }) => {
      await page.goto("/online-compiler/python");
      await page.locator("textarea[name=sourceCode]").fill(ASKS);
      await page.getByRole("button", { name: "Run", exact: true }).click();
      await expect(page).toHaveURL(/\/online-compiler\/run$/);
      const field = page.getByRole("textbox", { name: "Your input: Name:" });
      await expect(field).toBeVisible(VERDICT);
      await field.fill("Asha");
      await page.getByRole("button", { name: "Send" }).click();
      await expect(page.getByTestId("compiler-output")).toHaveText(
        "hi\nName: Hello, Asha!\n",
        VERDICT,
      );
      await expect(page.locator("textarea[name=sourceCode]")).toHaveValue(ASKS);
    });
  });
}
