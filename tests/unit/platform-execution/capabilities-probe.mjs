// Runs in a worker thread (host-capabilities.test.ts): cuts the capabilities as the execution
// worker does, then tries each way out and reports what happened.
import * as childProcessNamespace from "node:child_process";
import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";
import { cutNodeCapabilities } from "../../../server/platform/execution/runtimes/capabilities.mjs";

cutNodeCapabilities();
const require = createRequire(import.meta.url);
const pyodideRequire = createRequire(require.resolve("pyodide/package.json"));

function attempt(run) {
  try {
    run();
    return "allowed";
  } catch (error) {
    return String(error.message);
  }
}

parentPort.postMessage({
  spawnSync: attempt(() => require("node:child_process").spawnSync("true", [], { shell: true })),
  namedExport: attempt(() => childProcessNamespace.execSync("true")),
  processBinding: attempt(() => process.binding("spawn_sync")),
  constants: attempt(() => process.binding("constants")),
  dlopen: attempt(() => process.dlopen({}, "/nonexistent.node")),
  kill: attempt(() => process.kill(process.pid, 0)),
  webSocket: attempt(() => new (pyodideRequire("ws"))("ws://127.0.0.1:1")),
  worker: attempt(() => new (require("node:worker_threads").Worker)("", { eval: true })),
});
