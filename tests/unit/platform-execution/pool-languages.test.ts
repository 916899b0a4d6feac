import { describe, expect, it } from "vitest";
import { createExecutionPool, LOCAL_LANGUAGES, type Slot } from "~server/platform/execution/pool";
import { JUDGE0_LANGUAGE_NAMES } from "~server/platform/execution/judge0";
import type { ExecutionOutcome, ExecutionRequest } from "~server/platform/execution/types";

/** Workers that only record what they were given to run (no runtime loads). */
function recordingWorkers() {
  const ran: Array<{ worker: number; languageId: string }> = [];
  let created = 0;
  const createSlot = (): Slot => {
    const worker = created++;
    const slot = {
      busy: false,
      dead: false,
      async run(request: ExecutionRequest) {
        slot.busy = true;
        await Promise.resolve();
        ran.push({ worker, languageId: request.languageId });
        slot.busy = false;
        const outcome: ExecutionOutcome = {
          kind: "ok",
          stdout: "",
          stderr: "",
          timeMs: 0,
          memoryKb: 0,
        };
        return { outcome, recycle: false };
      },
      terminate: async () => {
        slot.dead = true;
      },
    };
    return slot;
  };
  return { createSlot, ran };
}

/** docs/contract.md "Languages that run", and the runtimes warmed at start (decision 052). */
describe("the pool's languages", () => {
  it("runs its WebAssembly runtimes' languages, and Judge0's only with JUDGE0_URL", async () => {
    const local = createExecutionPool({ size: 1, ...recordingWorkers() });
    expect([...local.runnableLanguages()].sort()).toEqual(
      ["javascript12", "php", "psql", "python3", "sqlite"].sort(),
    );
    expect(local.runnableLanguages().has("java13")).toBe(false);
    const withJudge0 = createExecutionPool({
      size: 1,
      judge0Url: "http://127.0.0.1:9",
      ...recordingWorkers(),
    });
    const all = withJudge0.runnableLanguages();
    for (const id of [...LOCAL_LANGUAGES, ...Object.keys(JUDGE0_LANGUAGE_NAMES)]) {
      expect(all.has(id)).toBe(true);
    }
    await Promise.all([local.close(), withJudge0.close()]);
  });

  it("warms every worker once per local language and skips the others", async () => {
    const workers = recordingWorkers();
    const pool = createExecutionPool({ size: 2, ...workers });
    await pool.warm(["python3", "java13"]);
    expect(workers.ran.sort((a, b) => a.worker - b.worker)).toEqual([
      { worker: 0, languageId: "python3" },
      { worker: 1, languageId: "python3" },
    ]);
    // A learner's run after the warm-up finds an idle worker.
    expect(pool.stats()).toEqual({ size: 2, busy: 0, queued: 0 });
    await pool.close();
  });
});
