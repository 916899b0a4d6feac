import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPSTREAM_CALLS, type UpstreamCallName } from "~/contract/calls";
import { consoleStdin } from "~/contract/code-values";
import { sandboxSharedPath, type SandboxWireFile } from "~/contract/sandbox-values";
import type { RunningPlatform } from "~server/platform/server";
import { SEED_SANDBOXES } from "~server/platform/seed/sandboxes";
import { waitUntil } from "../../support/wait";
import { bearer, devSignIn, makeDataDir, post, postPage, start } from "./platform-harness";

/**
 * The sandbox calls of the reference platform over HTTP (docs/contract.md, "Sandboxes"): runs of
 * multi-file projects through the execution pool, the notebook kernel's state across cells,
 * shares and their page, an author's draft, delete and publish, and what learners see after.
 */
const data = makeDataDir();
let platform: RunningPlatform;
let learner: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  platform = await start(data.dir);
  learner = bearer(await devSignIn(platform.url, "learner@example.com"));
  admin = bearer(await devSignIn(platform.url, "admin@example.com"));
}, 60_000);
afterAll(async () => {
  await platform?.close();
  data.cleanup();
});

const seeded = (slug: string) => SEED_SANDBOXES.find((s) => s.slug === slug)!;
const call = (name: UpstreamCallName, body: unknown, headers = learner) =>
  post(platform.url, UPSTREAM_CALLS[name].path, body, headers);

type Status = {
  status: string;
  stdout?: string;
  stderr?: string;
  message?: string;
  outputs?: Array<Record<string, unknown>>;
};

/** Asks for a run's status until it is final (the platform is quick). */
async function finished(runId: string, headers = learner): Promise<Status> {
  let last: Status = { status: "CREATED" };
  await waitUntil(async () => {
    const answer = await call("sandboxStatus", { runId }, headers);
    expect(answer.status).toBe(200);
    last = answer.body as Status;
    return last.status === "ACCEPTED" || last.status === "REJECTED";
  });
  return last;
}

async function runFiles(body: Record<string, unknown>): Promise<Status> {
  const started = await call("sandboxRun", body);
  expect(started.status, started.text).toBe(200);
  return finished((started.body as { runId: string }).runId);
}

type Widget = Record<string, unknown> & { files: SandboxWireFile[] };

async function widgetOf(uri: string, headers: Record<string, string> = {}): Promise<Widget> {
  const answer = await postPage(platform.url, uri, undefined, headers);
  expect(answer.status, answer.text).toBe(200);
  const cells = (answer.body as { cells: Array<Record<string, unknown>> }).cells;
  const cell = cells.find((c) => c.componentType === "SANDBOX");
  expect(cell).toBeDefined();
  return cell!.componentData as Widget;
}

/** The first Python run of a worker loads Pyodide: seconds alone, much longer beside other suites. */
const PYTHON_TIMEOUT = { timeout: 180_000 };

describe("PLAYGROUND and PYTHON runs", PYTHON_TIMEOUT, () => {
  const project = seeded("python-project");

  it("runs a multi-file Python project: main.py imports its sibling modules", async () => {
    const status = await runFiles({
      sandboxId: project.id,
      sandboxType: "PLAYGROUND",
      files: project.files,
      entryFile: "main.py",
      languageId: "python3",
    });
    expect(status.status).toBe("ACCEPTED");
    expect(status.stdout).toContain("Report card");
    expect(status.stdout).toMatch(/Asha\s+91\.7\s+A/);
  });

  it("names the learner's files in a traceback, not the loader's", async () => {
    const status = await runFiles({
      sandboxId: project.id,
      sandboxType: "PLAYGROUND",
      files: [
        { fileName: "main.py", code: "from helpers import boom\nboom()\n" },
        { fileName: "helpers.py", code: "def boom():\n    raise ValueError('no')\n" },
      ],
      entryFile: "main.py",
      languageId: "python3",
    });
    expect(status.status).toBe("REJECTED");
    expect(status.message).toContain('File "helpers.py", line 2');
    expect(status.message).toContain("ValueError: no");
    expect(status.message).not.toContain("<exec>");
    expect(status.message).not.toContain("/tmp/");
  });

  it("runs a JavaScript project: require() returns a sibling file's exports", async () => {
    const status = await runFiles({
      sandboxId: project.id,
      sandboxType: "PLAYGROUND",
      files: [
        {
          fileName: "main.js",
          code: 'const { add } = require("./math");\nconsole.log(add(2, 3));',
        },
        { fileName: "math.js", code: "exports.add = (a, b) => a + b;" },
      ],
      entryFile: "main.js",
      languageId: "javascript12",
    });
    expect(status.status).toBe("ACCEPTED");
    expect(status.stdout?.trim()).toBe("5");
  });

  it("runs a PYTHON sandbox with the learner's input", async () => {
    const basics = seeded("python-basics");
    const status = await runFiles({
      sandboxId: basics.id,
      sandboxType: "PYTHON",
      files: basics.files,
      entryFile: "main.py",
      languageId: "python3",
      input: "Meera\n",
    });
    expect(status.status).toBe("ACCEPTED");
    expect(status.stdout).toContain("Hello, Meera!");
    expect(status.stdout).toContain("5 squared is 25");
  });

  it("a PYTHON run that reads past its input waits at the prompt; a line re-runs it", async () => {
    const basics = seeded("python-basics");
    const files = [
      { fileName: "main.py", code: "print('hi')\nname = input('Name: ')\nprint(1/0)" },
    ];
    const body = { sandboxId: basics.id, sandboxType: "PYTHON", files, entryFile: "main.py" };
    const asked = await runFiles({ ...body, languageId: "python3" });
    expect(asked).toMatchObject({ status: "REJECTED", awaitingInput: true, stdout: "hi\nName: " });
    expect(asked.message).toBeUndefined();
    // The line typed at the prompt: an ordinary run with it as stdin, which goes on to line 3.
    const again = await runFiles({
      ...body,
      languageId: "python3",
      input: consoleStdin("", ["Asha"]),
    });
    expect(again).not.toHaveProperty("awaitingInput");
    expect(again.status).toBe("REJECTED");
    expect(again.message).toMatch(/File "main\.py", line 3/);
    expect(again.message).toMatch(/ZeroDivisionError/);
  });

  it("refuses an entry file that is not among the files, and a run of another type", async () => {
    const missing = await call("sandboxRun", {
      sandboxId: project.id,
      sandboxType: "PLAYGROUND",
      files: project.files,
      entryFile: "nope.py",
      languageId: "python3",
    });
    expect(missing.status).toBe(400);
    const wrongType = await call("sandboxRun", {
      sandboxId: project.id,
      sandboxType: "PYTHON",
      files: project.files,
      entryFile: "main.py",
      languageId: "python3",
    });
    expect(wrongType.status).toBe(400);
  });

  it("keeps a run to its learner: another user's status call finds nothing", async () => {
    const started = await call("sandboxRun", {
      sandboxId: project.id,
      sandboxType: "PLAYGROUND",
      files: project.files,
      entryFile: "main.py",
      languageId: "python3",
    });
    const { runId } = started.body as { runId: string };
    expect((await call("sandboxStatus", { runId }, admin)).status).toBe(404);
    await finished(runId);
  });
});

describe("the notebook kernel", PYTHON_TIMEOUT, () => {
  const notebook = seeded("lists-notebook");

  async function cell(kernelId: string, source: string): Promise<Status> {
    const started = await call("sandboxKernelRun", { sandboxId: notebook.id, kernelId, source });
    expect(started.status, started.text).toBe(200);
    return finished((started.body as { runId: string }).runId);
  }

  it("keeps state across cells: x = 2, then print(x * 21) prints 42", async () => {
    const kernelId = randomUUID();
    const first = await cell(kernelId, "x = 2\nprint('set')");
    expect(first.outputs).toEqual([{ kind: "stream", name: "stdout", text: "set\n" }]);
    const second = await cell(kernelId, "print(x * 21)");
    expect(second.status).toBe("ACCEPTED");
    // The first cell's output is not shown again: the replay is silent.
    expect(second.outputs).toEqual([{ kind: "stream", name: "stdout", text: "42\n" }]);
  });

  it("shows the last expression, a dict of lists as a table, and errors with a traceback", async () => {
    const kernelId = randomUUID();
    expect((await cell(kernelId, "nums = [3, 1, 2]\nsorted(nums)")).outputs).toEqual([
      { kind: "stream", name: "stdout", text: "[1, 2, 3]\n" },
    ]);
    expect((await cell(kernelId, '{"n": nums, "sq": [n * n for n in nums]}')).outputs).toEqual([
      {
        kind: "table",
        columns: ["n", "sq"],
        rows: [
          ["3", "9"],
          ["1", "1"],
          ["2", "4"],
        ],
      },
    ]);
    const failed = await cell(kernelId, "def f():\n    return nums[10]\nf()");
    expect(failed.status).toBe("REJECTED");
    const error = failed.outputs?.[0] as { kind: string; name: string; traceback: string[] };
    expect(error).toMatchObject({ kind: "error", name: "IndexError" });
    expect(error.traceback.join("\n")).toContain("<cell>");
    expect(error.traceback.join("\n")).not.toContain("__notebook_cell");
  });

  it("forgets the state on reset", async () => {
    const kernelId = randomUUID();
    await cell(kernelId, "y = 5");
    expect((await call("sandboxKernelReset", { kernelId })).status).toBe(200);
    const after = await cell(kernelId, "print(y)");
    expect(after.outputs?.[0]).toMatchObject({ kind: "error", name: "NameError" });
  });

  it("keeps kernels apart per user: the same kernel id of another user is empty", async () => {
    const kernelId = randomUUID();
    await cell(kernelId, "secret = 1");
    const started = await call(
      "sandboxKernelRun",
      { sandboxId: notebook.id, kernelId, source: "print(secret)" },
      admin,
    );
    const other = await finished((started.body as { runId: string }).runId, admin);
    expect(other.outputs?.[0]).toMatchObject({ kind: "error", name: "NameError" });
  });
});

describe("shares", () => {
  it("stores the files and answers the shared page, read-only with a fork path", async () => {
    const landing = seeded("landing-page");
    const files = [{ fileName: "index.html", code: "<h1>My shared page</h1>" }];
    const shared = await post(platform.url, UPSTREAM_CALLS.sandboxCodeShare.path, {
      sandboxId: landing.id,
      sandboxType: "WEB",
      files,
    });
    expect(shared.status).toBe(200);
    const { shareId, sharedLink } = shared.body as { shareId: string; sharedLink: string };
    expect(sharedLink).toBe(sandboxSharedPath(shareId));
    const again = await call("sandboxCodeShare", {
      sandboxId: landing.id,
      sandboxType: "WEB",
      files,
    });
    expect((again.body as { shareId: string }).shareId).toBe(shareId);

    const widget = await widgetOf(sharedLink);
    expect(widget).toMatchObject({
      sandboxId: landing.id,
      sandboxType: "WEB",
      files,
      readOnly: true,
      shared: { shareId, forkPath: "/web-sandbox/landing-page" },
    });
    expect((await postPage(platform.url, "/web-sandbox/shared/unknown")).status).toBe(404);
  });
});

describe("pages", () => {
  it("answers each seeded sandbox at /web-sandbox/{slug} and /codesandbox/embed/{slug}", async () => {
    for (const sandbox of SEED_SANDBOXES) {
      const page = await widgetOf(`/web-sandbox/${sandbox.slug}`);
      expect(page).toMatchObject({ sandboxId: sandbox.id, sandboxType: sandbox.sandboxType });
      expect(page.canPublish).toBeUndefined();
      const embed = await widgetOf(`/codesandbox/embed/${sandbox.slug}`);
      expect(embed).toMatchObject({ sandboxId: sandbox.id, embed: true });
    }
  });

  it("answers the lesson that embeds the landing page", async () => {
    const answer = await postPage(platform.url, "/web-sandbox/embed-demo");
    const cells = (answer.body as { cells: Array<Record<string, unknown>> }).cells;
    const embed = cells.find((c) => c.componentType === "SANDBOX_EMBED");
    expect(embed?.componentData).toMatchObject({ src: "/codesandbox/embed/landing-page" });
  });
});

describe("authors: draft, delete, publish", () => {
  const basics = seeded("python-basics");

  it("refuses a learner's publish, draft and publish status (403)", async () => {
    const body = { sandboxId: basics.id, files: basics.files };
    expect((await call("sandboxPublish", body)).status).toBe(403);
    expect((await call("sandboxDraftSave", body)).status).toBe(403);
    expect((await call("publishStatus", { publishId: "x" })).status).toBe(403);
  });

  it("accepts a learner's delete and changes nothing", async () => {
    const answer = await call("sandboxDeleteFile", { sandboxId: basics.id, fileName: "main.py" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ deleted: false });
    expect((await widgetOf("/web-sandbox/python-basics", learner)).files).toEqual(basics.files);
  });

  it("publishes an author's files: IN_PROGRESS, then PUBLISHED, then learners see them", async () => {
    const project = seeded("python-project");
    const files = [...project.files, { fileName: "extra.py", code: "print('extra')\n" }];
    const saved = await call("sandboxDraftSave", { sandboxId: project.id, files }, admin);
    expect(saved.status).toBe(200);
    const authorView = await widgetOf("/web-sandbox/python-project", admin);
    expect(authorView.canPublish).toBe(true);
    expect(authorView.authorDraft).toMatchObject({ files });

    const removed = await call(
      "sandboxDeleteFile",
      { sandboxId: project.id, fileName: "report.py" },
      admin,
    );
    expect(removed.body).toEqual({ deleted: true });
    const draft = (await widgetOf("/web-sandbox/python-project", admin)).authorDraft as {
      files: SandboxWireFile[];
    };
    expect(draft.files.map((f) => f.fileName)).toEqual(["main.py", "grades.py", "extra.py"]);

    const published = await call("sandboxPublish", { sandboxId: project.id, files }, admin);
    expect(published.status).toBe(200);
    const { publishId } = published.body as { publishId: string };
    const first = await call("publishStatus", { publishId }, admin);
    expect(first.body).toMatchObject({ publishId, status: "IN_PROGRESS" });
    // Learners still see the published version while the job runs.
    expect((await widgetOf("/web-sandbox/python-project", learner)).files).toEqual(project.files);

    await post(platform.url, "/__test/advance-clock", { seconds: 2 });
    const done = await call("publishStatus", { publishId }, admin);
    expect(done.body).toMatchObject({ publishId, status: "PUBLISHED" });
    expect((await widgetOf("/web-sandbox/python-project", learner)).files).toEqual(files);
    // The draft is published now: the author has none pending.
    expect((await widgetOf("/web-sandbox/python-project", admin)).authorDraft).toBeUndefined();
  });
});

describe("authors: a problem's metadata (DRAFT_PROBLEM_METADATA)", () => {
  const basics = seeded("python-basics");
  const page = "/web-sandbox/python-basics";
  const metadata = {
    title: "Greet, then square",
    difficulty: "MEDIUM",
    statement: "Read a name.\nGreet it, then print five squares.",
    tags: ["python", "loops"],
  };

  it("shows the seeded problem's published metadata to learners", async () => {
    const view = await widgetOf(page, learner);
    expect(view.problemId).toBe(basics.problemId);
    expect(view.problemMetadata).toEqual(basics.problemMetadata);
    expect(view.authorDraft).toBeUndefined();
  });

  it("refuses a learner's metadata draft (403)", async () => {
    const body = { sandboxId: basics.id, files: basics.files, problemMetadata: metadata };
    expect((await call("sandboxDraftSave", body)).status).toBe(403);
  });

  it("refuses invalid metadata, and metadata for a sandbox of no problem (400)", async () => {
    const invalid = [
      { ...metadata, title: "" },
      { ...metadata, title: "t".repeat(121) },
      { ...metadata, difficulty: "EXTREME" },
      { ...metadata, statement: "s".repeat(10_001) },
      { ...metadata, tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) },
    ];
    for (const problemMetadata of invalid) {
      const answer = await call(
        "sandboxDraftSave",
        { sandboxId: basics.id, files: basics.files, problemMetadata },
        admin,
      );
      expect(answer.status, JSON.stringify(problemMetadata).slice(0, 80)).toBe(400);
    }
    const landing = seeded("landing-page");
    const noProblem = await call(
      "sandboxDraftSave",
      { sandboxId: landing.id, files: landing.files, problemMetadata: metadata },
      admin,
    );
    expect(noProblem.status).toBe(400);
    expect((await widgetOf(page, admin)).authorDraft).toBeUndefined();
  });

  it("saves the author's metadata with the files, and publishing shows it to learners", async () => {
    const files = [{ fileName: "main.py", code: "print('hello')\n" }];
    const saved = await call(
      "sandboxDraftSave",
      { sandboxId: basics.id, files, problemMetadata: metadata },
      admin,
    );
    expect(saved.status, saved.text).toBe(200);
    expect((await widgetOf(page, admin)).authorDraft).toMatchObject({
      files,
      problemMetadata: metadata,
    });
    // A Save draft of the files alone keeps the draft's metadata.
    const filesOnly = await call("sandboxDraftSave", { sandboxId: basics.id, files }, admin);
    expect(filesOnly.status).toBe(200);
    expect((await widgetOf(page, admin)).authorDraft).toMatchObject({ problemMetadata: metadata });
    expect((await widgetOf(page, learner)).problemMetadata).toEqual(basics.problemMetadata);

    // Publish without metadata in its body: the job publishes the draft's.
    const published = await call("sandboxPublish", { sandboxId: basics.id, files }, admin);
    expect(published.status).toBe(200);
    const { publishId } = published.body as { publishId: string };
    await post(platform.url, "/__test/advance-clock", { seconds: 2 });
    expect((await call("publishStatus", { publishId }, admin)).body).toMatchObject({
      status: "PUBLISHED",
    });
    const learnerView = await widgetOf(page, learner);
    expect(learnerView.problemMetadata).toEqual(metadata);
    expect(learnerView.files).toEqual(files);
    expect((await widgetOf(page, admin)).authorDraft).toBeUndefined();
  });
});
