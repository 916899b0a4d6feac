/**
 * One worker of the execution pool (pool.ts). Plain JavaScript so that it starts the same under
 * tsx, vitest and node. Loads each runtime on first use and keeps it warm; tells the pool when a
 * run starts (after loading, so loading is not timed) and what it ended with.
 */
import { parentPort, workerData } from "node:worker_threads";
import { loadJavaScript, runJavaScript } from "./runtimes/javascript.mjs";
import { loadPython, runPython } from "./runtimes/python.mjs";
import { loadPostgres, loadSqlite, runPostgres, runSqlite } from "./runtimes/sql.mjs";

const interruptBuffer = workerData?.interruptBuffer
  ? new Int32Array(workerData.interruptBuffer)
  : undefined;

const RUNTIMES = {
  javascript12: { load: loadJavaScript, run: runJavaScript },
  python3: { load: () => loadPython(interruptBuffer), run: runPython },
  sqlite: { load: loadSqlite, run: runSqlite },
  psql: { load: loadPostgres, run: runPostgres },
};

parentPort.on("message", async ({ id, request, limits }) => {
  const runtime = RUNTIMES[request.languageId];
  try {
    await runtime.load();
    if (interruptBuffer) Atomics.store(interruptBuffer, 0, 0);
    parentPort.postMessage({ id, type: "started" });
    const outcome = await runtime.run(request, limits);
    parentPort.postMessage({ id, type: "done", outcome });
  } catch (error) {
    parentPort.postMessage({
      id,
      type: "done",
      outcome: { kind: "internal-error", message: String(error?.message ?? error) },
    });
  }
});
