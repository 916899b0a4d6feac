import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS } from "~/contract/calls";
import { consoleStdin, notExecutedMessage } from "~/contract/code-values";
import type { RunningPlatform } from "~server/platform/server";
import { findProblem } from "~server/platform/practice/problems";
import { bearer, devSignIn, makeDataDir, post, start } from "./platform-harness";

/**
 * The code practice calls of the reference platform over HTTP (docs/contract.md, "Code
 * practice"): runs and submissions judged for real by the execution pool, every verdict kind,
 * hints, the standalone compiler, code sharing and the pages built from the problems.
 */
const data = makeDataDir();
let platform: RunningPlatform;
let learner: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  platform = await start(data.dir);
  learner = bearer(await devSignIn(platform.url, "learner@example.com"));
  other = bearer(await devSignIn(platform.url, "rise@example.com"));
}, 60_000);
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

const problem = findProblem("sum-of-two-numbers")!;
const js = problem.referenceSolutions.javascript12!;
const py = problem.referenceSolutions.python3!;

type Status = {
  status: string;
  judgeResult?: string;
  message?: string;
  testCases?: Array<{ passed: boolean; hidden?: boolean; input?: string }>;
  passedCount?: number;
  totalCount?: number;
  stdout?: string;
};

/** Starts a run or submit and asks for its status until it is final (the platform is quick). */
async function judged(
  path: string,
  body: Record<string, unknown>,
  headers = learner,
): Promise<Status> {
  const started = await post(platform.url, path, body, headers);
  expect(started.status).toBe(200);
  const { submissionId } = started.body as { submissionId: string };
  for (let i = 0; i < 300; i++) {
    const answer = await post(
      platform.url,
      UPSTREAM_CALLS.submissionStatus.path,
      { submissionId },
      headers,
    );
    expect(answer.status).toBe(200);
    const status = answer.body as Status;
    if (status.status === "ACCEPTED" || status.status === "REJECTED") return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the run never finished");
}

const run = (
  sourceCode: string,
  languageId = "javascript12",
  extra: Record<string, unknown> = {},
) =>
  judged(UPSTREAM_CALLS.submissionRun.path, {
    token: problem.id,
    sourceCode,
    languageId,
    ...extra,
  });
const submit = (sourceCode: string, languageId = "javascript12", headers = learner) =>
  judged(
    UPSTREAM_CALLS.submissionSubmit.path,
    { token: problem.id, sourceCode, languageId },
    headers,
  );

describe("runs and submissions", () => {
  it("a SQL problem's Run shows its rows as a table with column names", async () => {
    const sqlProblem = findProblem("top-earning-department")!;
    const result = (await judged(UPSTREAM_CALLS.submissionRun.path, {
      token: sqlProblem.id,
      sourceCode: sqlProblem.referenceSolutions.sqlite!,
      languageId: "sqlite",
    })) as Status & { table?: { columns: string[]; rows: unknown[][] } };
    expect(result.status).toBe("ACCEPTED");
    expect(result.table?.columns.length).toBeGreaterThan(0);
    expect(result.table?.rows.length).toBe(result.stdout?.trim().split("\n").length);
    const shown = result.testCases?.[0] as { table?: { columns: string[] } } | undefined;
    expect(shown?.table?.columns).toEqual(result.table?.columns);
  });

  it("Run judges the sample cases and shows them", async () => {
    const result = await run(js);
    expect(result.status).toBe("ACCEPTED");
    const samples = problem.testCases.filter((c) => c.sample).length;
    expect(result.totalCount).toBe(samples);
    expect(result.testCases?.every((c) => c.passed && !c.hidden && c.input !== undefined)).toBe(
      true,
    );
  });

  it("Run with an input of the learner's own prints what the code prints", async () => {
    const result = await run("console.log('got ' + readline())", "javascript12", {
      input: "hello",
    });
    expect(result.status).toBe("ACCEPTED");
    expect(result.stdout?.trim()).toBe("got hello");
  });

  it("Submit: WRONG_ANSWER, then ACCEPTED in Python, and the problem counts as solved", async () => {
    const wrong = await submit("console.log(0)");
    expect(wrong).toMatchObject({ status: "REJECTED", judgeResult: "WRONG_ANSWER" });
    expect(wrong.testCases?.some((c) => c.hidden && c.input === undefined)).toBe(true);
    const right = await submit(py, "python3");
    expect(right.status).toBe("ACCEPTED");
    expect(right.passedCount).toBe(problem.testCases.length);
    const group = await post(
      platform.url,
      UPSTREAM_CALLS.page.path,
      { pageUri: "/problem-group/arrays-and-strings-basics" },
      learner,
    );
    expect(JSON.stringify(group.body)).toContain("Solved");
  });

  it.each([
    ["COMPILER_ERROR", "console.log((", "javascript12"],
    ["RUNTIME_ERROR", "throw new Error('boom')", "javascript12"],
    ["RUNTIME_ERROR", "require('fs')", "javascript12"],
    ["TIME_LIMIT_EXCEEDED", "while (true) {}", "javascript12"],
    ["RUNTIME_ERROR", "import os\nos.system('ls')", "python3"],
  ])("%s: %s", async (kind, code, languageId) => {
    const result = await run(code, languageId);
    expect(result).toMatchObject({ status: "REJECTED", judgeResult: kind });
  });

  it("a language the platform does not run answers the judge's message", async () => {
    const result = await run("class Main {}", "java13");
    expect(result).toMatchObject({ status: "REJECTED", message: notExecutedMessage("java13") });
  });

  it("needs a login, and a learner cannot read another learner's run", async () => {
    const anonymous = await post(platform.url, UPSTREAM_CALLS.submissionRun.path, {
      token: problem.id,
      sourceCode: js,
      languageId: "javascript12",
    });
    expect(anonymous.status).toBe(401);
    const started = await post(
      platform.url,
      UPSTREAM_CALLS.submissionRun.path,
      { token: problem.id, sourceCode: js, languageId: "javascript12" },
      learner,
    );
    const { submissionId } = started.body as { submissionId: string };
    const theirs = await post(
      platform.url,
      UPSTREAM_CALLS.submissionStatus.path,
      { submissionId },
      other,
    );
    expect(theirs.status).toBe(404);
  });

  it("refuses an unknown problem and a language the problem does not offer", async () => {
    const unknown = await post(
      platform.url,
      UPSTREAM_CALLS.submissionRun.path,
      { token: "no-such-problem", sourceCode: js, languageId: "javascript12" },
      learner,
    );
    expect(unknown.status).toBe(404);
    const language = await post(
      platform.url,
      UPSTREAM_CALLS.submissionRun.path,
      { token: problem.id, sourceCode: js, languageId: "perl" },
      learner,
    );
    expect(language.status).toBe(400);
  });
});

describe("a result in the start answer (docs/contract.md)", () => {
  it("a quick Run answers its final status as `result`, the same as the status call", async () => {
    const started = await post(
      platform.url,
      UPSTREAM_CALLS.submissionRun.path,
      { token: problem.id, sourceCode: js, languageId: "javascript12" },
      learner,
    );
    const body = started.body as { submissionId: string; status: string; result?: Status };
    expect(body.result?.status).toBe("ACCEPTED");
    expect(body.status).toBe("ACCEPTED");
    const status = await post(
      platform.url,
      UPSTREAM_CALLS.submissionStatus.path,
      { submissionId: body.submissionId },
      learner,
    );
    expect(body.result).toEqual(status.body);
  });

  it("a run still going after the wait answers without `result`, and is polled as before", async () => {
    const started = await post(
      platform.url,
      UPSTREAM_CALLS.submissionRun.path,
      { token: problem.id, sourceCode: "while (true) {}", languageId: "javascript12" },
      learner,
    );
    const body = started.body as { submissionId: string; status: string; result?: Status };
    expect(body.result).toBeUndefined();
    expect(["CREATED", "QUEUED", "RUNNING"]).toContain(body.status);
    const { submissionId } = body;
    for (let i = 0; i < 300; i++) {
      const answer = await post(
        platform.url,
        UPSTREAM_CALLS.submissionStatus.path,
        { submissionId },
        learner,
      );
      if ((answer.body as Status).status === "REJECTED") return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the run never finished");
  });

  it("a quick compiler run answers `{token, result}` with the compiler result", async () => {
    const started = await post(platform.url, UPSTREAM_CALLS.compilerRun.path, {
      sourceCode: "console.log(6 * 7)",
      languageId: "javascript12",
    });
    expect(started.body).toMatchObject({
      token: expect.any(String),
      result: { inProgress: false, isSuccessful: true, result: "42\n" },
    });
  });
});

describe("hints", () => {
  it("an unlocked hint is answered and stays unlocked on the page", async () => {
    const hint = problem.hints[0];
    const before = await post(
      platform.url,
      UPSTREAM_CALLS.page.path,
      { pageUri: `/problem/${problem.id}` },
      learner,
    );
    expect(JSON.stringify(before.body)).not.toContain(hint.content);
    const unlocked = await post(
      platform.url,
      UPSTREAM_CALLS.unlockHint.path,
      { problemId: problem.id, hintId: hint.id },
      learner,
    );
    expect(unlocked.body).toEqual({ hintId: hint.id, content: hint.content });
    const after = await post(
      platform.url,
      UPSTREAM_CALLS.page.path,
      { pageUri: `/problem/${problem.id}` },
      learner,
    );
    expect(JSON.stringify(after.body)).toContain(hint.content);
    const missing = await post(
      platform.url,
      UPSTREAM_CALLS.unlockHint.path,
      { problemId: problem.id, hintId: "nope" },
      learner,
    );
    expect(missing.status).toBe(404);
  });
});

describe("the standalone compiler and code sharing", () => {
  async function compile(body: Record<string, unknown>) {
    const started = await post(platform.url, UPSTREAM_CALLS.compilerRun.path, body);
    expect(started.status).toBe(200);
    const { token } = started.body as { token: string };
    for (let i = 0; i < 300; i++) {
      const answer = await post(platform.url, UPSTREAM_CALLS.compilerStatus.path, { token });
      const result = answer.body as {
        inProgress: boolean;
        isSuccessful?: boolean;
        result?: string;
        message?: string;
      };
      if (!result.inProgress) return result;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the compiler run never finished");
  }

  it("runs code for a visitor, with stdin", async () => {
    const result = await compile({
      sourceCode: "print(input()[::-1])",
      languageId: "python3",
      input: "abc",
    });
    expect(result).toMatchObject({ inProgress: false, isSuccessful: true, result: "cba\n" });
  });

  it("a run that asks for input stdin lacks awaits it; the re-run with the line completes", async () => {
    // Decision 068: the run ends (no worker waits), with the output so far and the prompt.
    const sourceCode = "print('hi')\nname = input('Name: ')\nprint('Hello, ' + name + '!')";
    const asked = await compile({ sourceCode, languageId: "python3", input: "" });
    expect(asked).toMatchObject({
      inProgress: false,
      isSuccessful: false,
      awaitingInput: true,
      result: "hi\nName: ",
    });
    expect(asked.message).toBeUndefined();
    const again = await compile({
      sourceCode,
      languageId: "python3",
      input: consoleStdin("", ["Asha"]),
    });
    expect(again).toMatchObject({ isSuccessful: true, result: "hi\nName: Hello, Asha!\n" });
    expect(again).not.toHaveProperty("awaitingInput");
    // An EOFError the program raises itself is an error, as before.
    const raised = await compile({ sourceCode: "raise EOFError('mine')", languageId: "python3" });
    expect(raised).toMatchObject({ isSuccessful: false });
    expect(raised).not.toHaveProperty("awaitingInput");
  });

  it("runs SQLite and says what failed", async () => {
    const ok = await compile({ sourceCode: "SELECT 1 AS n, 'a', NULL;", languageId: "sqlite" });
    expect(ok.result?.trim()).toBe("1|a|");
    // Beside the text, the rows with their column names (docs/contract.md "SQL result tables").
    expect(ok).toMatchObject({
      table: { columns: ["n", "'a'", "NULL"], rows: [["1", "a", null]] },
    });
    const bad = await compile({ sourceCode: "SELEC 1;", languageId: "sqlite" });
    expect(bad.isSuccessful).toBe(false);
    expect(bad.message).toMatch(/syntax error/);
  });

  it("an unknown run token is 404", async () => {
    const answer = await post(platform.url, UPSTREAM_CALLS.compilerStatus.path, { token: "nope" });
    expect(answer.status).toBe(404);
  });

  it("the same code shared twice gives the same link, which opens the compiler with it", async () => {
    const body = { sourceCode: "print('shared')", languageId: "python3", input: "" };
    const first = await post(platform.url, UPSTREAM_CALLS.codeShare.path, body);
    const second = await post(platform.url, UPSTREAM_CALLS.codeShare.path, body);
    const link = (first.body as { sharedLink: string }).sharedLink;
    expect(link).toMatch(/^\/online-compiler\/python3\?share=/);
    expect((second.body as { sharedLink: string }).sharedLink).toBe(link);
    const other = await post(platform.url, UPSTREAM_CALLS.codeShare.path, {
      ...body,
      sourceCode: "print(2)",
    });
    expect((other.body as { sharedLink: string }).sharedLink).not.toBe(link);
    const share = new URL(link, "http://x").searchParams.get("share")!;
    const page = await post(platform.url, UPSTREAM_CALLS.page.path, {
      pageUri: "/online-compiler/python3",
      context: { share },
    });
    expect(JSON.stringify(page.body)).toContain("print('shared')");
  });

  it("the compiler page preloads the language of the address, aliases included", async () => {
    for (const [segment, id] of [
      ["python", "python3"],
      ["java", "java13"],
      ["sql", "sqlite"],
      ["javascript12", "javascript12"],
    ]) {
      const page = await post(platform.url, UPSTREAM_CALLS.page.path, {
        pageUri: `/online-compiler/${segment}`,
      });
      expect(page.status).toBe(200);
      const cells = (
        page.body as {
          cells: Array<{ componentType?: string; componentData?: { languageId?: string } }>;
        }
      ).cells;
      expect(
        cells.find((c) => c.componentType === "STANDALONE_COMPILER")?.componentData?.languageId,
      ).toBe(id);
    }
    const unknown = await post(platform.url, UPSTREAM_CALLS.page.path, {
      pageUri: "/online-compiler/klingon",
    });
    expect(unknown.status).toBe(404);
  });

  it("the pages say which languages run: the rest carry runnable false and a reason", async () => {
    type Language = { languageId: string; runnable?: boolean; unavailableReason?: string };
    type Cells = {
      cells: Array<{
        componentType?: string;
        componentData?: { languages?: Language[]; defaultLanguageId?: string };
      }>;
    };
    const languagesOf = async (pageUri: string, componentType: string) => {
      const page = await post(platform.url, UPSTREAM_CALLS.page.path, { pageUri });
      const cell = (page.body as Cells).cells.find((c) => c.componentType === componentType);
      return cell?.componentData ?? {};
    };
    const compiler = await languagesOf("/online-compiler/cpp", "STANDALONE_COMPILER");
    const byId = new Map(compiler.languages?.map((l) => [l.languageId, l]));
    for (const id of ["javascript12", "python3", "sqlite", "psql", "php"]) {
      expect(byId.get(id)?.runnable).toBeUndefined();
    }
    expect(byId.get("cppgcc9")).toMatchObject({
      runnable: false,
      unavailableReason: "this site runs JavaScript, Python, PHP and SQL only",
    });
    expect(byId.get("pandas")?.unavailableReason).toBe("pandas is not installed on this site");
    const editor = await languagesOf(`/problem/${problem.id}`, "CODE_EDITOR");
    const java = editor.languages?.find((l) => l.languageId === "java13");
    expect(java?.runnable).toBe(false);
    expect(
      editor.languages?.find((l) => l.languageId === editor.defaultLanguageId)?.runnable,
    ).toBeUndefined();
  });
});
