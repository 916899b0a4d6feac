/**
 * One worker of the execution pool (worker-slot.ts). Plain JavaScript so that it starts the same
 * under tsx, vitest and node. Takes one job at a time: loads the job's runtime on first use and
 * keeps it warm (loading is not timed), says "started", runs the program, answers the outcome.
 */
import { parentPort, workerData } from "node:worker_threads";
import { cutNodeCapabilities } from "./runtimes/capabilities.mjs";
import { closeHost, withOpenHost } from "./runtimes/host.mjs";
import { SetupError } from "./runtimes/output.mjs";
import { loadPostgres, preparePostgres, runPostgres } from "./runtimes/postgres.mjs";
import { loadPython, pythonProxies, runPython } from "./runtimes/python.mjs";
import { sealRealm } from "./runtimes/realm-seal.mjs";
import { loadJavaScript, runJavaScript } from "./runtimes/quickjs.mjs";
import { loadSqlite, runSqlite } from "./runtimes/sqlite.mjs";

const RUNTIMES = {
  javascript12: { load: loadJavaScript, run: runJavaScript },
  python3: { load: loadPython, run: runPython, proxies: pythonProxies },
  sqlite: { load: loadSqlite, run: runSqlite },
  psql: { load: loadPostgres, run: runPostgres, idle: preparePostgres },
};

/** Set to 2 by the pool at a run's deadline (Pyodide reads it as SIGINT, QuickJS polls it). */
const context = { interrupt: new Int32Array(workerData.interruptBuffer) };

/** The realm as the loaded runtimes left it: taken again after each load, checked after each run. */
let seal = sealRealm();
const loaded = new Set();

function reseal() {
  const extra = [];
  for (const runtime of loaded) if (runtime.proxies) extra.push(...runtime.proxies());
  seal = sealRealm(extra);
}

const internalError = (message) => ({ kind: "internal-error", message });

async function handle({ id, request, limits }) {
  const runtime = RUNTIMES[request.languageId];
  if (!runtime) {
    const outcome = internalError(`${request.languageId} has no runtime in this worker`);
    parentPort.postMessage({ id, type: "done", outcome, recycle: false });
    return;
  }
  // The previous run's deadline may have set it; Pyodide would raise it while loading.
  Atomics.store(context.interrupt, 0, 0);
  try {
    if (!loaded.has(runtime)) {
      await withOpenHost(() => runtime.load(context));
      loaded.add(runtime);
      reseal();
    }
  } catch (error) {
    const outcome = internalError(`The ${request.languageId} runtime did not start: ${error}`);
    parentPort.postMessage({ id, type: "done", outcome, recycle: true });
    return;
  }
  Atomics.store(context.interrupt, 0, 0);
  parentPort.postMessage({ id, type: "started" });
  try {
    const { recycle, ...outcome } = await runtime.run(request, limits, context);
    // A run that changed a built-in object leaves a worker nobody else may use.
    const replace = Boolean(recycle) || !seal.intact();
    parentPort.postMessage({ id, type: "done", outcome, recycle: replace });
  } catch (error) {
    // A problem whose setup fails is the problem's fault: the runtime itself is fine.
    const outcome = internalError(String(error?.message ?? error));
    const recycle = !(error instanceof SetupError);
    parentPort.postMessage({ id, type: "done", outcome, recycle });
  }
  if (runtime.idle) await withOpenHost(runtime.idle).catch(() => {});
}

cutNodeCapabilities();
closeHost();
let jobs = Promise.resolve();
parentPort.on("message", (job) => {
  jobs = jobs.then(() => handle(job));
});
