/**
 * One worker of the execution pool (worker-slot.ts). Plain JavaScript so that it starts the same
 * under tsx, vitest and node. Takes one job at a time: loads the job's runtime on first use and
 * keeps it warm (loading is not timed), says "started", runs the program, answers the outcome.
 */
import { parentPort, workerData } from "node:worker_threads";
import { cutNodeCapabilities } from "./runtimes/capabilities.mjs";
import { closeHost, withOpenHost } from "./runtimes/host.mjs";
import {
  SetupError,
  capWebAssemblyMemory,
  endRunMemory,
  startRunMemory,
} from "./runtimes/output.mjs";
import { loadPhp, phpReady, preparePhp, runPhp } from "./runtimes/php.mjs";
import { loadPostgres, postgresReady, preparePostgres, runPostgres } from "./runtimes/postgres.mjs";
import {
  loadPython,
  preparePython,
  pythonProxies,
  pythonReady,
  runPython,
} from "./runtimes/python.mjs";
import { sealRealm } from "./runtimes/realm-seal.mjs";
import { loadJavaScript, runJavaScript } from "./runtimes/quickjs.mjs";
import { loadSqlite, prepareSqlite, runSqlite, sqliteReady } from "./runtimes/sqlite.mjs";

const RUNTIMES = {
  javascript12: { load: loadJavaScript, run: runJavaScript },
  python3: {
    load: loadPython,
    run: runPython,
    proxies: pythonProxies,
    idle: preparePython,
    ready: pythonReady,
  },
  sqlite: { load: loadSqlite, run: runSqlite, idle: prepareSqlite, ready: sqliteReady },
  psql: { load: loadPostgres, run: runPostgres, idle: preparePostgres, ready: postgresReady },
  php: { load: loadPhp, run: runPhp, idle: preparePhp, ready: phpReady },
};

/** Set to 2 by the pool at a run's deadline (Pyodide reads it as SIGINT, QuickJS polls it). */
const context = { interrupt: new Int32Array(workerData.interruptBuffer) };

const MB = 1024 * 1024;
/**
 * A run whose WebAssembly memories grew by more than this leaves a worker to be replaced:
 * WebAssembly memory never shrinks, and the thread's end is what gives it back to the system.
 */
const REPLACE_AFTER_GROWTH_BYTES = 64 * MB;

capWebAssemblyMemory();
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
    // A runtime whose state lives in one long-lived instance (Python) has a new one per run.
    if (!loaded.has(runtime) || runtime.ready?.() === false) {
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
  let recycle = true;
  startRunMemory(limits.memoryMb * MB);
  try {
    const { recycle: asked, ...outcome } = await runtime.run(request, limits, context);
    const grown = endRunMemory();
    // A run that changed a built-in object leaves a worker nobody else may use; one whose
    // memory grew leaves a worker whose memory only its end gives back.
    recycle = Boolean(asked) || grown > REPLACE_AFTER_GROWTH_BYTES || !seal.intact();
    parentPort.postMessage({ id, type: "done", outcome, recycle });
  } catch (error) {
    endRunMemory();
    // A problem whose setup fails is the problem's fault: the runtime itself is fine.
    const outcome = internalError(String(error?.message ?? error));
    recycle = !(error instanceof SetupError);
    parentPort.postMessage({ id, type: "done", outcome, recycle });
  }
  // The next run's fresh instance, made while the worker waits (a worker being replaced has none).
  if (recycle || !runtime.idle) return;
  await withOpenHost(runtime.idle).catch(() => {});
  reseal();
}

cutNodeCapabilities();
closeHost();
let jobs = Promise.resolve();
parentPort.on("message", (job) => {
  jobs = jobs.then(() => handle(job));
});
