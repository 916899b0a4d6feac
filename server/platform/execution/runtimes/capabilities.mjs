/**
 * The worker's way to the host, cut before any runtime loads. Pyodide's emscripten layer runs
 * `system()` with `child_process.spawnSync(cmd, { shell: true })` and opens sockets with the `ws`
 * package: a Python program that gets past the sandbox's audit hook (python_sandbox.py) would
 * otherwise run a shell on the platform's host. The Python side is a second line, not the
 * boundary; this is the line that holds whatever a program does inside the interpreter.
 *
 * A worker thread has its own instances of Node's modules, so these replacements do not reach
 * the main thread (tests/unit/platform-execution/host-capabilities.test.ts proves both sides).
 */
import childProcess from "node:child_process";
import { createRequire, syncBuiltinESMExports } from "node:module";
import workerThreads from "node:worker_threads";

const CHILD_PROCESS = [
  "spawn",
  "spawnSync",
  "exec",
  "execSync",
  "execFile",
  "execFileSync",
  "fork",
  "ChildProcess",
];

function refusal(name) {
  return function refused() {
    throw new Error(`${name} is not available in the practice sandbox`);
  };
}

/** The `ws` package as emscripten's own `require` finds it (next to Pyodide, or hoisted). */
function cutWebSockets() {
  const require = createRequire(createRequire(import.meta.url).resolve("pyodide/package.json"));
  let id;
  try {
    id = require.resolve("ws");
  } catch {
    return; // Not installed: emscripten's sockets then fail on their own.
  }
  require(id);
  const refused = refusal("ws");
  refused.Server = refusal("ws.Server");
  refused.WebSocketServer = refused.Server;
  require.cache[id].exports = refused;
}

export function cutNodeCapabilities() {
  for (const name of CHILD_PROCESS) childProcess[name] = refusal(`child_process.${name}`);
  workerThreads.Worker = refusal("worker_threads.Worker");
  syncBuiltinESMExports();
  for (const name of ["_linkedBinding", "dlopen", "kill"]) {
    process[name] = refusal(`process.${name}`);
  }
  // Emscripten's NODEFS reads the file-flag constants at start-up; nothing else is handed out.
  const binding = process.binding.bind(process);
  const refused = refusal("process.binding");
  process.binding = (name) => (name === "constants" ? binding(name) : refused());
  cutWebSockets();
}
