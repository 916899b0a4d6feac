import { spawnSync } from "node:child_process";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";

const PROBE = new URL("./capabilities-probe.mjs", import.meta.url);

/** Runs capabilities-probe.mjs in a worker thread and answers what each way out gave. */
function probeInWorker(): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PROBE);
    worker.once("message", (message: Record<string, string>) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

describe("the execution worker's way to the host is cut", () => {
  it("in the worker: processes, native bindings, sockets and workers are refused", async () => {
    const probe = await probeInWorker();
    expect(probe.spawnSync).toMatch(/child_process.spawnSync is not available/);
    expect(probe.namedExport).toMatch(/child_process.execSync is not available/);
    expect(probe.processBinding).toMatch(/process.binding is not available/);
    expect(probe.dlopen).toMatch(/process.dlopen is not available/);
    expect(probe.kill).toMatch(/process.kill is not available/);
    expect(probe.webSocket).toMatch(/ws is not available/);
    expect(probe.worker).toMatch(/worker_threads.Worker is not available/);
    // What emscripten's file system needs at start-up is still there.
    expect(probe.constants).toBe("allowed");
  });

  it("the main thread keeps its own child_process", async () => {
    await probeInWorker();
    expect(spawnSync("node", ["-e", "process.exit(3)"]).status).toBe(3);
  });
});
