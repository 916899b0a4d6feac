import { expect, test } from "@playwright/test";
import { logInWithPasscode } from "./auth-support";
import { editor, setCode } from "./code-support";
import { shoot } from "./support";

/**
 * The Python sandbox's console (issue 44, decision 068), as the compiler's: `input()` asks
 * inline and the learner's line continues the program (a re-run with the lines so far), its
 * traceback keeps its lines, and the line of the open file that it names is marked in the editor.
 */
const ASKS = "print('hi')\nname = input('Name: ')\nprint('Hello, ' + name + '!')\nprint(1 / 0)";
const RUN = { timeout: 60_000 };

for (const { width, colorScheme } of [
  { width: 375, colorScheme: "light" },
  { width: 1440, colorScheme: "dark" },
] as const) {
  test(`at ${width} px (${colorScheme}) input() asks inline, and the error's line is marked`, async ({
    page,
  }) => {
    const email = `sandbox-console-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    await page.goto("/?login=1");
    await logInWithPasscode(page, email);
    // Logged in at the default width (a phone's header folds the account menu away).
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.emulateMedia({ colorScheme });
    await page.goto("/web-sandbox/python-basics");
    await setCode(page, ASKS);
    await page.getByRole("button", { name: "Run", exact: true }).click();

    const field = page.getByRole("textbox", { name: "Your input: Name:" });
    await expect(field).toBeVisible(RUN);
    await expect(field).toBeFocused();
    await expect(page.getByTestId("sandbox-stdout")).toHaveText("hi\n");
    // Waiting for a line is not an error: no traceback, nothing marked.
    await expect(page.getByTestId("sandbox-message")).toHaveCount(0);
    await expect(page.locator(".cm-errorLine")).toHaveCount(0);
    await shoot(page, `sandbox-console-asks-${width}-${colorScheme}`);

    await field.fill("Asha");
    await field.press("Enter");
    const message = page.getByTestId("sandbox-message");
    await expect(message).toContainText("ZeroDivisionError", RUN);
    // The typed line shows where it was typed, as a terminal echoes it.
    await expect(page.getByTestId("sandbox-stdout")).toHaveText("hi\nName: Asha\nHello, Asha!\n");
    await expect(page.getByTestId("sandbox-stdout").locator("kbd")).toHaveText("Asha\n");
    // The traceback keeps its lines.
    expect(await message.evaluate((el) => el.tagName)).toBe("PRE");
    await expect(message).toContainText('File "main.py", line 4');
    const marked = page.locator('.cm-errorLine[data-error-line="4"]');
    await expect(marked).toHaveText("print(1 / 0)");
    await expect(marked).toHaveAttribute("title", "Error on line 4");
    await shoot(page, `sandbox-console-error-${width}-${colorScheme}`);

    // An edit clears the mark; a new Run starts a new console.
    await (await editor(page)).press("Control+End");
    await page.keyboard.type(" ");
    await expect(page.locator(".cm-errorLine")).toHaveCount(0);
    await page.getByRole("button", { name: "Run", exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Your input: Name:" })).toBeVisible(RUN);
  });
}
