/**
 * One worker of the execution pool (worker-slot.ts). Plain JavaScript so that it starts the same
 * under tsx, vitest and node. Takes one job at a time: loads the job's runtime on first use and
 * keeps it warm (loading is not timed), and for each of the job's inputs says "started", runs the
 * program and answers the case's outcome; then "done", and "ready" once its idle step is over.
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
  finishPython,
  loadPython,
  preparePython,
  pythonProxies,
  pythonReady,
  runPython,
  runPythonAgain,
} from "./runtimes/python.mjs";
import { sealRealm } from "./runtimes/realm-seal.mjs";
import { loadJavaScript, runJavaScript } from "./runtimes/quickjs.mjs";
import { loadSqlite, prepareSqlite, runSqlite, sqliteReady } from "./runtimes/sqlite.mjs";

const RUNTIMES = {
  javascript12: { load: loadJavaScript, run: runJavaScript },
  python3: {
    load: loadPython,
    run: runPython,
    runAgain: runPythonAgain,
    finish: finishPython,
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

/** A case that ends like this ends its job: the judge stops there (practice/judge.ts). */
const STOPS = new Set(["compile-error", "time-limit", "internal-error"]);

/** The languages whose next run finds its instance ready: the pool prefers such a worker. */
function readyLanguages() {
  return Object.entries(RUNTIMES)
    .filter(([, runtime]) => loaded.has(runtime) && runtime.ready?.() !== false)
    .map(([languageId]) => languageId);
}

/** Loads the runtime, or makes its next fresh instance; answers an outcome when it cannot. */
async function ensureLoaded(runtime, languageId) {
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
    return internalError(`The ${languageId} runtime did not start: ${error}`);
  }
  Atomics.store(context.interrupt, 0, 0);
  return undefined;
}

/**
 * One job: the request on each of its inputs in turn (one input for a run, a submission's cases
 * for a Submit), each case with its own wall time ("started") and outcome ("case"). A runtime with
 * `runAgain` (Python) runs a submission's later cases in the same fresh instance, each with fresh
 * globals and streams; the others get a fresh instance per case. The job stops at a case that
 * ends it (STOPS) or leaves the worker to be replaced.
 */
async function handle({ id, request, inputs, limits }) {
  const runtime = RUNTIMES[request.languageId];
  const cases = inputs?.length ? inputs : [request.input];
  if (!runtime) {
    const outcome = internalError(`${request.languageId} has no runtime in this worker`);
    parentPort.postMessage({ id, type: "case", outcome });
    parentPort.postMessage({ id, type: "done", recycle: false });
    return;
  }
  let recycle = false;
  /** What the instance's memories grew by in this job: one instance's cases share its budget. */
  let grownInInstance = 0;
  for (const [index, input] of cases.entries()) {
    const again = index > 0 && runtime.runAgain;
    if (!again) grownInInstance = 0;
    const failed = again ? undefined : await ensureLoaded(runtime, request.languageId);
    if (failed) {
      parentPort.postMessage({ id, type: "case", outcome: failed });
      recycle = true;
      break;
    }
    Atomics.store(context.interrupt, 0, 0);
    parentPort.postMessage({ id, type: "started" });
    // An interpreter's later case may grow what its earlier cases left of memoryMb, no more.
    startRunMemory(Math.max(0, limits.memoryMb * MB - grownInInstance));
    let outcome;
    try {
      const run = again ? runtime.runAgain : runtime.run;
      const { recycle: asked, ...ended } = await run({ ...request, input }, limits, context);
      outcome = ended;
      grownInInstance += endRunMemory();
      // One whose memory grew leaves a worker whose memory only its end gives back; one that
      // changed a built-in object leaves a worker nobody, not even its next case, may use.
      recycle = Boolean(asked) || grownInInstance > REPLACE_AFTER_GROWTH_BYTES || !seal.intact();
    } catch (error) {
      endRunMemory();
      // A problem whose setup fails is the problem's fault: the runtime itself is fine.
      outcome = internalError(String(error?.message ?? error));
      recycle = !(error instanceof SetupError);
    }
    parentPort.postMessage({ id, type: "case", outcome });
    if (recycle || STOPS.has(outcome.kind)) break;
  }
  runtime.finish?.();
  recycle ||= !seal.intact();
  parentPort.postMessage({ id, type: "done", recycle });
  // The next run's fresh instance, made while the worker waits (a worker being replaced has none).
  if (recycle) return;
  if (runtime.idle) {
    await withOpenHost(runtime.idle).catch(() => {});
    reseal();
  }
  parentPort.postMessage({ id, type: "ready", languages: readyLanguages() });
}

cutNodeCapabilities();
closeHost();
let jobs = Promise.resolve();
parentPort.on("message", (job) => {
  jobs = jobs.then(() => handle(job));
});
