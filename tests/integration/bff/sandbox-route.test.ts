import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PROBLEM_METADATA_TEXTS,
  SANDBOX_LIMITS,
  sandboxSharedPath,
} from "~/contract/sandbox-values";
import { CAPTCHA_REQUIRED_MESSAGE, TEST_CAPTCHA_TOKEN } from "~server/bff/captcha.server";
import {
  AUTHORS_ONLY_MESSAGE,
  LOGIN_TO_USE_SANDBOX,
} from "~server/bff/sandbox/sandbox-calls.server";
import { SEED_SANDBOXES } from "~server/platform/seed/sandboxes";
import { expectOnlyCatalogueCalls } from "../../support/catalogue";
import { startStack, type Stack } from "../../support/stack";
import { waitUntil } from "../../support/wait";
import { Browser, loginByOtp } from "../auth/browser";

/**
 * POST /api/sandbox through the BFF against the platform (docs/contract.md, "Sandboxes"): each
 * intent reaches its catalogue call, the login rule, bodies refused with a clear message before
 * any call, and an author's publish that learners then see.
 */
let stack: Stack;
const seeded = (slug: string) => SEED_SANDBOXES.find((s) => s.slug === slug)!;
const project = seeded("python-project");
const notebook = seeded("lists-notebook");

beforeAll(async () => {
  stack = await startStack({}, { platform: { devOtp: true } });
}, 60_000);
afterAll(async () => {
  if (stack) await expectOnlyCatalogueCalls(stack.platformUrl);
  await stack?.stop();
});

async function visitor() {
  const browser = new Browser(stack);
  await browser.get("/login");
  return { browser, csrf: browser.csrf() };
}

async function signedIn(email: string) {
  const browser = new Browser(stack);
  await loginByOtp(browser, stack, email);
  // The header's logout form carries the token every form of the session posts.
  await browser.get("/");
  return { browser, csrf: browser.csrf() };
}

async function sandbox(browser: Browser, fields: Record<string, string>) {
  const res = await browser.post("/api/sandbox", fields, { accept: "application/json" });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function finished(browser: Browser, csrf: string, runId: string) {
  let body: Record<string, unknown> = {};
  await waitUntil(async () => {
    const answer = await sandbox(browser, { csrf, intent: "status", runId });
    expect(answer.status).toBe(200);
    body = answer.body;
    return body.status === "ACCEPTED" || body.status === "REJECTED";
  });
  return body;
}

const projectRun = {
  intent: "run",
  sandboxId: project.id,
  sandboxType: "PLAYGROUND",
  files: JSON.stringify(project.files),
  entryFile: "main.py",
  languageId: "python3",
};

describe("POST /api/sandbox", () => {
  it("runs a multi-file project for a learner and polls its status", async () => {
    const { browser, csrf } = await signedIn("learner@example.com");
    const started = await sandbox(browser, { csrf, ...projectRun });
    expect(started.status).toBe(200);
    const result = await finished(browser, csrf, String(started.body.runId));
    expect(result.status).toBe("ACCEPTED");
    expect(String(result.stdout)).toContain("Report card");
  }, 180_000);

  it("keeps a notebook kernel's state across cells and resets it", async () => {
    const { browser, csrf } = await signedIn("learner@example.com");
    const kernelId = randomUUID();
    const cell = async (source: string) => {
      const started = await sandbox(browser, {
        csrf,
        intent: "notebook-run",
        sandboxId: notebook.id,
        kernelId,
        source,
      });
      expect(started.status).toBe(200);
      return finished(browser, csrf, String(started.body.runId));
    };
    await cell("x = 2");
    expect((await cell("print(x * 21)")).outputs).toEqual([
      { kind: "stream", name: "stdout", text: "42\n" },
    ]);
    expect(await sandbox(browser, { csrf, intent: "kernel-reset", kernelId })).toEqual({
      status: 200,
      body: {},
    });
    expect((await cell("print(x)")).outputs).toMatchObject([{ kind: "error", name: "NameError" }]);
  }, 180_000);

  it("asks visitors to log in for every intent but share (401, login: true)", async () => {
    const { browser, csrf } = await visitor();
    const intents: Array<Record<string, string>> = [
      projectRun,
      { intent: "status", runId: "x" },
      { intent: "notebook-run", sandboxId: notebook.id, kernelId: randomUUID(), source: "1" },
      { intent: "kernel-reset", kernelId: randomUUID() },
      { intent: "delete-file", sandboxId: project.id, fileName: "main.py" },
      { intent: "save-draft", sandboxId: project.id, files: projectRun.files },
      { intent: "publish", sandboxId: project.id, files: projectRun.files },
      { intent: "publish-status", publishId: "x" },
    ];
    for (const fields of intents) {
      const answer = await sandbox(browser, { csrf, ...fields });
      expect(answer, fields.intent).toEqual({
        status: 401,
        body: { message: LOGIN_TO_USE_SANDBOX, login: true },
      });
    }
  });

  it("shares for a visitor: a stable link to a read-only page", async () => {
    const { browser, csrf } = await visitor();
    const fields = {
      csrf,
      intent: "share",
      sandboxId: project.id,
      sandboxType: "PLAYGROUND",
      files: JSON.stringify([{ fileName: "main.py", code: "print('shared from the BFF')" }]),
    };
    const shared = await sandbox(browser, fields);
    expect(shared.status).toBe(200);
    expect(shared.body.sharedLink).toBe(sandboxSharedPath(String(shared.body.shareId)));
    expect((await sandbox(browser, fields)).body).toEqual(shared.body);
    const page = await browser.get(String(shared.body.sharedLink));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("shared from the BFF");
  });

  it("refuses bad bodies with a clear message before any call", async () => {
    const { browser, csrf } = await signedIn("learner@example.com");
    const cases: Array<[Record<string, string>, string]> = [
      [{ intent: "format-disk" }, "Unknown sandbox action"],
      [{ ...projectRun, files: "not json" }, "The files are not valid JSON"],
      [{ ...projectRun, files: "[]" }, "A sandbox needs at least one file"],
      [
        {
          ...projectRun,
          files: JSON.stringify(
            Array.from({ length: SANDBOX_LIMITS.files + 1 }, (_, i) => ({
              fileName: `f${i}.py`,
              code: "",
            })),
          ),
        },
        `A sandbox may have at most ${SANDBOX_LIMITS.files} files`,
      ],
      [
        { ...projectRun, files: JSON.stringify([{ fileName: "../etc/passwd", code: "" }]) },
        "File names use letters, digits, dots, dashes and underscores",
      ],
      [
        { ...projectRun, sandboxType: "WEB" },
        "Only PLAYGROUND and PYTHON sandboxes run on the server",
      ],
      [
        { intent: "notebook-run", sandboxId: notebook.id, kernelId: "k1", source: "1" },
        "kernelId must be a uuid",
      ],
      [{ intent: "status" }, "Send runId"],
      [{ ...projectRun, files: "{}" }, "files should be array, not object"],
    ];
    for (const [fields, message] of cases) {
      expect(await sandbox(browser, { csrf, ...fields })).toEqual({
        status: 400,
        body: { message },
      });
    }
  });

  it("refuses a learner's publish (403) and publishes an author's files for learners", async () => {
    const learner = await signedIn("learner@example.com");
    const basics = seeded("python-basics");
    const files = JSON.stringify([
      { fileName: "main.py", code: "print('Published from the BFF test')\n" },
    ]);
    expect(
      await sandbox(learner.browser, {
        csrf: learner.csrf,
        intent: "publish",
        sandboxId: basics.id,
        files,
      }),
    ).toEqual({ status: 403, body: { message: AUTHORS_ONLY_MESSAGE } });

    const author = await signedIn("admin@example.com");
    const saved = await sandbox(author.browser, {
      csrf: author.csrf,
      intent: "save-draft",
      sandboxId: basics.id,
      files,
    });
    expect(saved.status).toBe(200);
    expect(typeof saved.body.savedAt).toBe("string");
    const published = await sandbox(author.browser, {
      csrf: author.csrf,
      intent: "publish",
      sandboxId: basics.id,
      files,
    });
    expect(published.status).toBe(200);
    const publishId = String(published.body.publishId);
    await fetch(`${stack.platformUrl}/__test/advance-clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seconds: 2 }),
    });
    const status = await sandbox(author.browser, {
      csrf: author.csrf,
      intent: "publish-status",
      publishId,
    });
    expect(status).toMatchObject({ status: 200, body: { status: "PUBLISHED" } });
    const page = await learner.browser.get("/web-sandbox/python-basics");
    expect(await page.text()).toContain("Published from the BFF test");
  });

  it("carries a problem's metadata: checked, saved as the author's draft, published for learners", async () => {
    const basics = seeded("python-basics");
    const files = JSON.stringify([{ fileName: "main.py", code: "print('metadata')\n" }]);
    const metadata = {
      title: "Metadata from the BFF test",
      difficulty: "HARD",
      statement: "First line of the statement.\nSecond line.",
      tags: ["bff"],
    };
    const problemMetadata = JSON.stringify(metadata);
    // A fresh learner: the seeded one would reach its passcode limit in this file.
    const learner = await signedIn(`sandbox-bff-${randomUUID()}@example.com`);
    expect(
      await sandbox(learner.browser, {
        csrf: learner.csrf,
        intent: "save-draft",
        sandboxId: basics.id,
        files,
        problemMetadata,
      }),
    ).toEqual({ status: 403, body: { message: AUTHORS_ONLY_MESSAGE } });

    const author = await signedIn("admin@example.com");
    const post = (fields: Record<string, string>) =>
      sandbox(author.browser, { csrf: author.csrf, sandboxId: basics.id, files, ...fields });
    // Refused by the BFF before any call, in the contract's words.
    expect(
      await post({
        intent: "save-draft",
        problemMetadata: JSON.stringify({ ...metadata, difficulty: "EXTREME" }),
      }),
    ).toEqual({ status: 400, body: { message: PROBLEM_METADATA_TEXTS.difficulty } });
    expect(await post({ intent: "save-draft", problemMetadata: "{oops" })).toEqual({
      status: 400,
      body: { message: "The problem's metadata is not valid JSON" },
    });

    expect((await post({ intent: "save-draft", problemMetadata })).status).toBe(200);
    const authorPage = await (await author.browser.get("/web-sandbox/python-basics")).text();
    expect(authorPage).toContain("Metadata from the BFF test");
    const before = await (await learner.browser.get("/web-sandbox/python-basics")).text();
    expect(before).not.toContain("Metadata from the BFF test");

    const published = await post({ intent: "publish", problemMetadata });
    expect(published.status).toBe(200);
    await fetch(`${stack.platformUrl}/__test/advance-clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seconds: 2 }),
    });
    const status = await sandbox(author.browser, {
      csrf: author.csrf,
      intent: "publish-status",
      publishId: String(published.body.publishId),
    });
    expect(status).toMatchObject({ status: 200, body: { status: "PUBLISHED" } });
    const after = await (await learner.browser.get("/web-sandbox/python-basics")).text();
    expect(after).toContain("Metadata from the BFF test");
    expect(after).toContain("First line of the statement.");
  });

  it("accepts a learner's delete-file without changing the sandbox", async () => {
    const { browser, csrf } = await signedIn("learner@example.com");
    const answer = await sandbox(browser, {
      csrf,
      intent: "delete-file",
      sandboxId: project.id,
      fileName: "grades.py",
    });
    expect(answer).toEqual({ status: 200, body: { deleted: false } });
  });
});

describe("the human check of sandbox shares (captcha action compiler)", () => {
  it("with a provider on, a share without its token is refused before any call", async () => {
    await stack.restartBff({ CAPTCHA_PROVIDER: "test" });
    const { browser, csrf } = await visitor();
    const fields = {
      csrf,
      intent: "share",
      sandboxId: project.id,
      sandboxType: "PLAYGROUND",
      files: JSON.stringify(project.files),
    };
    expect(await sandbox(browser, fields)).toEqual({
      status: 400,
      body: { message: CAPTCHA_REQUIRED_MESSAGE },
    });
    const passed = await sandbox(browser, { ...fields, captchaToken: TEST_CAPTCHA_TOKEN });
    expect(passed.status).toBe(200);
  });
});
