import { describe, expect, it } from "vitest";
import type { ExecutionOutcome, ExecutionRequest } from "~server/platform/execution/types";
import { LOAD_TIMEOUT, usePool } from "../unit/platform-execution/fixture";

/**
 * Memory limits hold while a run runs (issue 30, decision 032): a run past its limit is stopped
 * when its WebAssembly memory would grow past it (never noticed afterwards), and the worker whose
 * memory grew is replaced, so that the platform's memory returns to its idle level.
 */
const MB = 1024 * 1024;
const LIMIT_MB = 128;

const FLOODS: [string, ExecutionRequest][] = [
  [
    "SQLite: 400 MB of zeroblobs, the page cap lifted first",
    {
      languageId: "sqlite",
      sourceCode:
        "PRAGMA max_page_count = 2147483646; CREATE TABLE t(b); WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 400) INSERT INTO t SELECT zeroblob(1000000) FROM c; SELECT count(*) FROM t;",
      input: "",
    },
  ],
  [
    "PostgreSQL: a 1 GB string_agg",
    {
      languageId: "psql",
      sourceCode:
        "SELECT length(string_agg(repeat('x', 1000), '')) FROM generate_series(1, 1000000);",
      input: "",
    },
  ],
  [
    "Python: a 1 GB list of buffers",
    {
      languageId: "python3",
      sourceCode: "x = [bytearray(1 << 20) for _ in range(1000)]",
      input: "",
    },
  ],
  [
    "JavaScript: a 1 GB array of buffers",
    {
      languageId: "javascript12",
      sourceCode: "const x = []; for (let i = 0; i < 1000; i++) x.push(new Uint8Array(1 << 20));",
      input: "",
    },
  ],
];

const WARM_UP: Record<string, string> = {
  sqlite: "SELECT 1;",
  psql: "SELECT 1;",
  python3: "print(1)",
  javascript12: "print(1)",
};

/** The process's resident memory once it stops falling (a replaced worker is freed soon after). */
async function settledRss(ceiling: number) {
  for (let i = 0; i < 50 && process.memoryUsage.rss() > ceiling; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return process.memoryUsage.rss();
}

/** A Python program that keeps `mb` more in builtins each case, run with a limit of `limitMb`. */
const keeping = (mb: number, limitMb: number) => ({
  languageId: "python3",
  sourceCode: `import builtins\nbuiltins.kept = getattr(builtins, 'kept', []) + [bytearray(${mb} << 20)]\nprint(len(builtins.kept))`,
  input: "",
  limits: { memoryMb: limitMb },
});

describe("memory limits hold during the run", { timeout: LOAD_TIMEOUT }, () => {
  const usePoolOf = usePool({ size: 1 });
  const { run } = usePoolOf;

  it.each(FLOODS)("%s stops at the limit and the memory comes back", async (_name, request) => {
    // Loads the runtime: the idle level is the one with it loaded.
    await run(request.languageId, WARM_UP[request.languageId]!);
    const idle = process.memoryUsage.rss();
    const outcome: ExecutionOutcome = await run(request.languageId, request.sourceCode, {
      limits: { memoryMb: LIMIT_MB, wallMs: 30_000 },
    });
    expect(outcome).toMatchObject({ kind: "memory-limit", message: "Memory limit exceeded" });
    // What the run held when it was stopped: never past its limit (plus one growth step).
    expect("memoryKb" in outcome && outcome.memoryKb).toBeLessThanOrEqual((LIMIT_MB + 16) * 1024);
    expect(await settledRss(idle + 96 * MB)).toBeLessThanOrEqual(idle + 96 * MB);
  });

  it("a submission's cases in one interpreter share its limit: what one keeps counts for the next", async () => {
    // Decision 062: each case keeps 20 MB alive in builtins; the third would pass 48 MB in all.
    const outcomes = await usePoolOf.pool().runCases(keeping(20, 48), ["", "", "", ""]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual([
      "ok",
      "ok",
      "memory-limit",
      "memory-limit",
    ]);
  });

  it("a worker replaced between a submission's cases hands the rest to a fresh one", async () => {
    // 48 MB kept per case: past 64 MB grown the worker is replaced, and the rest run anew.
    const outcomes = await usePoolOf.pool().runCases(keeping(48, LIMIT_MB), ["", "", "", ""]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["ok", "ok", "ok", "ok"]);
    // Each case's stdout: how many buffers its interpreter holds; a fresh one took over.
    const held = outcomes.map((outcome) => ("stdout" in outcome ? outcome.stdout : ""));
    expect(held[0]).toBe("1\n");
    expect(held.slice(1)).toContain("1\n");
  });
});
