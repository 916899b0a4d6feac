import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import {
  CODE_TEXTS,
  COMPILER_FORM_PATH,
  CONSOLE_LIMITS,
  CONSOLE_TEXTS,
} from "~/contract/code-values";
import { CAPTCHA_REQUIRED_MESSAGE, TEST_CAPTCHA_TOKEN } from "~server/bff/captcha.server";
import {
  COMPILER_RUNS_PER_MINUTE,
  TOO_MANY_COMPILER_RUNS,
} from "~server/bff/practice/code-route.server";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { startStack, type Stack } from "../../support/stack";
import { Browser } from "../auth/browser";

/**
 * POST /online-compiler/run: the compiler's Run and Share without JavaScript, through the BFF
 * against the platform. CSRF, the human check and the 30-a-minute limit as /api/code has them;
 * the result (a table for SQL), the shared link, and the code and input kept in every answer.
 */
let stack: Stack;
/** Why a language cannot run on the reference platform (docs/contract.md "Languages that run"). */
const REASON = "this site runs JavaScript, Python, PHP and SQL only";

/**
 * A runtime's first load in its worker (Pyodide: seconds) can outlast the compiler's short poll
 * schedule, as it can for a first visitor: each language used here runs once before the tests.
 */
async function warmUp(languageId: string, sourceCode: string) {
  const { browser, csrf } = await visitor();
  const call = async (fields: Record<string, string>) =>
    (await (await browser.post("/api/code", { csrf, ...fields })).json()) as {
      token?: string;
      inProgress?: boolean;
      result?: { inProgress: boolean };
    };
  const started = await call({ intent: "compiler-run", languageId, sourceCode });
  if (started.result && !started.result.inProgress) return;
  for (let i = 0; i < 600; i++) {
    const status = await call({ intent: "compiler-status", token: String(started.token) });
    if (status.inProgress === false) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${languageId} never ran`);
}

beforeAll(async () => {
  stack = await startStack({});
  await warmUp("python3", "print(1)");
  await warmUp("sqlite", "SELECT 1;");
  await warmUp("php", "<?php echo 1;");
}, 120_000);
afterAll(async () => {
  if (stack) await expectOnlyCatalogueCalls(stack.platformUrl);
  await stack?.stop();
});

async function visitor() {
  const browser = new Browser(stack);
  // The compiler page's form carries the token as every page's forms do.
  await browser.get("/online-compiler/python");
  return { browser, csrf: browser.csrf() };
}

/** The answer page as a document, to read it as a user does. */
function documentOf(html: string): Document {
  const window = new Window();
  window.document.write(html);
  return window.document as unknown as Document;
}

async function post(browser: Browser, fields: Record<string, string>) {
  const res = await browser.post(COMPILER_FORM_PATH, fields);
  const html = await res.text();
  return { status: res.status, html, doc: documentOf(html) };
}

const kept = (doc: Document) => ({
  code: doc.querySelector<HTMLTextAreaElement>("textarea[name=sourceCode]")?.value,
  input: doc.querySelector<HTMLTextAreaElement>("textarea[name=input]")?.value,
  language: doc.querySelector("select[name=languageId] option[selected]")?.getAttribute("value"),
});

describe("POST /online-compiler/run (no JavaScript)", () => {
  it("the compiler page's form posts here, with the CSRF field", async () => {
    const { browser } = await visitor();
    const page = documentOf(browser.lastHtml);
    const form = page.querySelector(`form[action="${COMPILER_FORM_PATH}"]`);
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector("input[name=csrf]")).not.toBeNull();
    // The fields sit in the workspace's panes and name the form by its id.
    const id = form?.getAttribute("id") ?? "";
    expect(id).not.toBe("");
    expect(page.querySelector(`textarea[name=sourceCode][form="${id}"]`)).not.toBeNull();
  });

  it("refuses a post without the CSRF token (403) and runs nothing", async () => {
    const { browser } = await visitor();
    const answer = await post(browser, {
      intent: "run",
      sourceCode: "print(1)",
      languageId: "python3",
    });
    expect(answer.status).toBe(403);
    expect(answer.html).not.toContain('data-run-phase="done"');
  });

  it("a run renders its output with the code and input kept", async () => {
    const { browser, csrf } = await visitor();
    const sourceCode = "name = input()\nprint('Hi, ' + name)";
    const answer = await post(browser, {
      csrf,
      intent: "run",
      languageId: "python3",
      sourceCode,
      input: "Asha",
    });
    expect(answer.status).toBe(200);
    expect(answer.doc.querySelector("[data-testid=compiler-output]")?.textContent).toBe(
      "Hi, Asha\n",
    );
    expect(answer.doc.querySelector("h1")?.textContent).toBe("Online Python 3 compiler");
    expect(kept(answer.doc)).toEqual({ code: sourceCode, input: "Asha", language: "python3" });
  }, 30_000);

  it("a console line re-runs with the earlier lines; more lines than the bound is 413", async () => {
    // Decision 068: the hidden field carries the earlier lines, the field the new one.
    const { browser, csrf } = await visitor();
    const sourceCode = "a = input('A: ')\nb = input('B: ')\nprint(a + b)";
    const fields = { csrf, intent: "run", languageId: "python3", sourceCode, input: "" };
    const first = await post(browser, { ...fields, consoleLines: "", consoleLine: "x" });
    expect(first.status).toBe(200);
    const form = first.doc.querySelector("[data-testid=console-prompt]");
    expect(form?.querySelector<HTMLInputElement>("input[name=consoleLines]")?.value).toBe("x");
    expect(form?.textContent).toContain("B: ");
    const second = await post(browser, { ...fields, consoleLines: "x", consoleLine: "y" });
    expect(second.doc.querySelector("[data-testid=compiler-output]")?.textContent).toBe(
      "A: B: xy\n",
    );
    expect(second.doc.querySelector("[data-testid=console-prompt]")).toBeNull();
    const tooMany = Array.from({ length: CONSOLE_LIMITS.lines }, () => "x").join("\n");
    const refused = await post(browser, { ...fields, consoleLines: tooMany, consoleLine: "y" });
    expect(refused.status).toBe(413);
    expect(refused.doc.querySelector("[role=alert]")?.textContent).toBe(CONSOLE_TEXTS.tooManyLines);
    expect(kept(refused.doc).code).toBe(sourceCode);
  }, 60_000);

  it("a SQL run renders a table with a header cell per column", async () => {
    const { browser, csrf } = await visitor();
    const answer = await post(browser, {
      csrf,
      intent: "run",
      languageId: "sqlite",
      sourceCode:
        "CREATE TABLE t(id INTEGER, name TEXT);\nINSERT INTO t VALUES (2, 'y'), (3, NULL);\nSELECT id, name FROM t;",
    });
    expect(answer.status).toBe(200);
    const table = answer.doc.querySelector("table");
    const headers = [...(table?.querySelectorAll("thead th") ?? [])];
    expect(headers.map((th) => [th.textContent, th.getAttribute("scope")])).toEqual([
      ["id", "col"],
      ["name", "col"],
    ]);
    const rows = [...(table?.querySelectorAll("tbody tr") ?? [])].map((tr) =>
      [...tr.querySelectorAll("td")].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ["2", "y"],
      ["3", "NULL"],
    ]);
  }, 30_000);

  it("a PHP run renders what the program printed from its stdin", async () => {
    const { browser, csrf } = await visitor();
    const sourceCode = '<?php\n$name = trim(fgets(STDIN));\necho "Hi, $name\\n";';
    const answer = await post(browser, {
      csrf,
      intent: "run",
      languageId: "php",
      sourceCode,
      input: "Asha",
    });
    expect(answer.status).toBe(200);
    expect(answer.doc.querySelector("[data-testid=compiler-output]")?.textContent).toBe(
      "Hi, Asha\n",
    );
    expect(answer.doc.querySelector("h1")?.textContent).toBe("Online PHP compiler");
    expect(kept(answer.doc)).toEqual({ code: sourceCode, input: "Asha", language: "php" });
  }, 30_000);

  it("the picker offers the languages that run; the rest are disabled with the reason", async () => {
    const { browser, csrf } = await visitor();
    const answer = await post(browser, {
      csrf,
      intent: "share",
      languageId: "python3",
      sourceCode: "print(1)",
    });
    const option = (id: string) =>
      answer.doc.querySelector<HTMLOptionElement>(`select[name=languageId] option[value=${id}]`);
    for (const id of ["python3", "javascript12", "php", "sqlite", "psql"]) {
      expect(option(id)?.hasAttribute("disabled")).toBe(false);
    }
    expect(option("cppgcc9")?.hasAttribute("disabled")).toBe(true);
    expect(option("cppgcc9")?.textContent).toBe(`C++ (unavailable: ${REASON})`);
    expect(option("pandas")?.textContent).toBe(
      "Python (pandas) (unavailable: pandas is not installed on this site)",
    );
  });

  it("a Run of a language that cannot run says why, as the editor does, and runs nothing", async () => {
    const { browser, csrf } = await visitor();
    const answer = await post(browser, {
      csrf,
      intent: "run",
      languageId: "cppgcc9",
      sourceCode: "int main() {}",
    });
    expect(answer.status).toBe(422);
    expect(answer.doc.querySelector("[role=alert]")?.textContent).toBe(
      `C++ cannot run here: ${REASON}. Pick another language to run your code; Share still works.`,
    );
    expect(answer.doc.querySelector("[data-testid=compiler-output]")).toBeNull();
    expect(
      answer.doc.querySelector("button[name=intent][value=run]")?.hasAttribute("disabled"),
    ).toBe(true);
    // The language posted stays chosen, and the code stays.
    expect(kept(answer.doc)).toEqual({ code: "int main() {}", input: "", language: "cppgcc9" });
  });

  it("a share renders its link, and the code stays", async () => {
    const { browser, csrf } = await visitor();
    const answer = await post(browser, {
      csrf,
      intent: "share",
      languageId: "javascript12",
      sourceCode: "console.log(42)",
    });
    expect(answer.status).toBe(200);
    const link = answer.doc.querySelector("[role=status] a")?.getAttribute("href") ?? "";
    expect(link).toMatch(/^http:\/\/[^/]+\/online-compiler\/javascript12\?share=/);
    expect(kept(answer.doc).code).toBe("console.log(42)");
    // The link opens the shared code.
    const opened = await browser.get(new URL(link).pathname + new URL(link).search);
    expect(await opened.text()).toContain("console.log(42)");
  });

  it("bad input gets its error and keeps the text", async () => {
    const { browser, csrf } = await visitor();
    const empty = await post(browser, {
      csrf,
      intent: "run",
      languageId: "python3",
      sourceCode: "  \n",
      input: "kept input",
    });
    expect(empty.status).toBe(400);
    expect(empty.doc.querySelector("[role=alert]")?.textContent).toBe(CODE_TEXTS.emptyCode);
    expect(kept(empty.doc).input).toBe("kept input");

    const unknown = await post(browser, {
      csrf,
      intent: "run",
      languageId: "klingon",
      sourceCode: "print(1)",
    });
    expect(unknown.status).toBe(400);
    expect(unknown.doc.querySelector("[role=alert]")?.textContent).toBe("Choose a language");
    expect(kept(unknown.doc).code).toBe("print(1)");
  });
});

describe("the human check and the limit, as /api/code has them", () => {
  it("with a provider on, a run without its token is refused, with the text kept", async () => {
    await stack.restartBff({ CAPTCHA_PROVIDER: "test" });
    const { browser, csrf } = await visitor();
    const fields = { csrf, intent: "run", languageId: "python3", sourceCode: "print(7)" };
    const refused = await post(browser, fields);
    expect(refused.status).toBe(400);
    expect(refused.doc.querySelector("[role=alert]")?.textContent).toBe(CAPTCHA_REQUIRED_MESSAGE);
    expect(kept(refused.doc).code).toBe("print(7)");
    const passed = await post(browser, { ...fields, captchaToken: TEST_CAPTCHA_TOKEN });
    expect(passed.doc.querySelector("[data-testid=compiler-output]")?.textContent).toBe("7\n");
  }, 30_000);

  it(`answers the ${COMPILER_RUNS_PER_MINUTE + 1}th call of a minute with 429, text kept`, async () => {
    await stack.restartBff({});
    const { browser, csrf } = await visitor();
    const fields = { csrf, intent: "share", languageId: "python3", sourceCode: "print(8)" };
    for (let i = 0; i < COMPILER_RUNS_PER_MINUTE; i++) {
      expect((await post(browser, fields)).status).toBe(200);
    }
    const limited = await post(browser, fields);
    expect(limited.status).toBe(429);
    expect(limited.doc.querySelector("[role=alert]")?.textContent).toBe(TOO_MANY_COMPILER_RUNS);
    expect(kept(limited.doc).code).toBe("print(8)");
  }, 60_000);
});
