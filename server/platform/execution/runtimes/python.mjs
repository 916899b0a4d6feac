import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { loadPyodide } from "pyodide";
import { Output, outcome } from "./output.mjs";

const source = (name) => readFileSync(new URL(name, import.meta.url), "utf8");
const PRELOAD = source("./python_preload.py");
const SANDBOX = source("./python_sandbox.py");
const HOME = "/home/pyodide";

/** Pyodide's memory right after PRELOAD, taken once per worker: every interpreter starts from it. */
let snapshot;
/** The next run's interpreter: made from the snapshot, sandboxed, used by ONE run, then dropped. */
let next;
/** The interpreter of the run in progress: a submission's later cases run in it too. */
let current;
let interrupt;

function options() {
  // Pyodide finds its files from its own address, which a worker thread hides: say where.
  const indexURL = path.dirname(createRequire(import.meta.url).resolve("pyodide/package.json"));
  return {
    indexURL: `${indexURL}/`,
    jsglobals: Object.freeze(Object.create(null)),
    stdout: () => {},
    stderr: () => {},
  };
}

/**
 * A fresh interpreter from the snapshot, with the sandbox installed. `js` is an empty object, not
 * the worker's globalThis, and the JavaScript modules are unregistered, so `import js` finds
 * nothing even where the sandbox's import refusal would not apply. Its file system (`/tmp`,
 * `/dev/shm`, home) is its own: emscripten keeps files in JavaScript, outside the snapshot.
 */
async function freshInterpreter() {
  const instance = await loadPyodide({ ...options(), _loadSnapshot: snapshot });
  instance.setInterruptBuffer(interrupt);
  const namespace = instance.globals.get("dict")();
  instance.runPython(PRELOAD, { globals: namespace, filename: "<sandbox>" });
  instance.runPython(SANDBOX, { globals: namespace, filename: "<sandbox>" });
  const sandbox = { prepare: namespace.get("prepare"), flush: namespace.get("flush") };
  namespace.destroy();
  instance.unregisterJsModule("js");
  instance.unregisterJsModule("pyodide_js");
  return { pyodide: instance, sandbox };
}

/**
 * Once per worker: loads Pyodide (about 2 s), imports what solutions commonly import and takes a
 * memory snapshot of it (decision 032). Then, and after every run (`preparePython`, while the
 * worker waits), a fresh interpreter is restored from that snapshot for the next run.
 */
export async function loadPython(context) {
  interrupt ??= context.interrupt;
  if (!snapshot) {
    const maker = await loadPyodide({ ...options(), _makeSnapshot: true });
    const namespace = maker.globals.get("dict")();
    maker.runPython(PRELOAD, { globals: namespace, filename: "<sandbox>" });
    namespace.destroy();
    snapshot = maker.makeMemorySnapshot();
  }
  next ??= await freshInterpreter();
}

/** The worker's idle step after a Python run: the next interpreter, ready before it is asked for. */
export const preparePython = () => loadPython({});

/** False once the prepared interpreter has been used (the worker then makes another first). */
export const pythonReady = () => next !== undefined;

/** Pyodide proxies the worker calls on the next run: their class chains are part of the seal. */
export const pythonProxies = () =>
  next ? [next.pyodide.globals, next.sandbox.prepare, next.sandbox.flush] : [];

const heapSize = (instance) => instance._module.HEAPU8.length;

/** The traceback from the learner's first frame on, without Pyodide's frames nor the sandbox's. */
function cleanTraceback(text) {
  const lines = text.trimEnd().split("\n");
  const first = lines.findIndex((line) => line.includes('File "<exec>"'));
  if (first === -1) return lines.slice(-1).join("\n");
  // The sandbox's refusals and JavaScript's frames (a JsException) name files of the server.
  const frames = lines.slice(first).filter((line) => !/File "(<sandbox>|file:|node:)/.test(line));
  return ["Traceback (most recent call last):", ...frames].join("\n");
}

function classify(error, output, timeMs, limits) {
  if (output.overflowed) return ["output-limit"];
  if (!error) return ["ok"];
  const type = error.type;
  if (!type) {
    // Not a Python exception: the host's stack ran out under deep recursion, or the
    // interpreter trapped. Its state is not trusted afterwards.
    if (error instanceof RangeError && /call stack/.test(error.message)) {
      return ["runtime-error", "RecursionError: maximum recursion depth exceeded", true];
    }
    return ["runtime-error", `InternalError: ${error.message}`, true];
  }
  const traceback = cleanTraceback(String(error.message));
  const last = traceback.split("\n").at(-1) ?? "";
  // The pool's interrupt at the deadline; a program may raise KeyboardInterrupt itself too.
  if (type === "KeyboardInterrupt" && timeMs >= limits.wallMs - 50) return ["time-limit"];
  if (type === "MemoryError") return ["memory-limit"];
  if (type === "SystemExit" && /^SystemExit(: (0|None))?$/.test(last)) return ["ok"];
  if (["SyntaxError", "IndentationError", "TabError"].includes(type)) {
    return ["compile-error", traceback];
  }
  return ["runtime-error", traceback];
}

/**
 * Runs Python 3 in the prepared interpreter, which no run used before and none will after: the
 * interpreter, its modules, its file system and whatever the program hid in them are dropped with
 * the run (`finishPython`). Stops it through the interrupt buffer (KeyboardInterrupt) at the pool's
 * request or once the output cap is passed; the worker caps its memory's growth at memoryMb
 * (MemoryError).
 */
export function runPython(request, limits) {
  current = next;
  next = undefined;
  return runIn(current, request, limits);
}

/**
 * A later case of the same submission (decision 062), in the same interpreter: a fresh
 * `__main__` (its globals), stdin, stdout and stderr, and the home directory again. What the
 * program changed elsewhere (a module's attribute, builtins) stays for the submission's next case,
 * as in one process on LeetCode; it never reaches another run.
 */
export const runPythonAgain = (request, limits) => runIn(current, request, limits);

/** The run is over: its interpreter goes with it. */
export function finishPython() {
  current = undefined;
}

function runIn({ pyodide, sandbox }, request, limits) {
  const output = new Output(limits.outputBytes);
  const decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
  let running = false;
  const sink = (stream) => ({
    write(buffer) {
      // Past the cap the program is interrupted at its next bytecode.
      const kept = output.write(stream, decoders[stream].decode(buffer, { stream: true }));
      if (!kept && running) Atomics.store(interrupt, 0, 2);
      return buffer.length;
    },
  });
  const stdin = Buffer.from(request.input, "utf8");
  let read = 0;
  pyodide.setStdin({
    read(buffer) {
      const size = Math.min(buffer.length, stdin.length - read);
      buffer.set(stdin.subarray(read, read + size));
      read += size;
      return size;
    },
  });
  pyodide.setStdout(sink("stdout"));
  pyodide.setStderr(sink("stderr"));
  pyodide.FS.chdir(HOME);
  const heapBefore = heapSize(pyodide);
  const globals = sandbox.prepare(request.input);
  const started = performance.now();
  let error;
  running = true;
  try {
    pyodide.runPython(request.sourceCode, { globals, filename: "<exec>" });
  } catch (thrown) {
    error = thrown;
  }
  running = false;
  const timeMs = performance.now() - started;
  let [kind, message, recycle] = classify(error, output, timeMs, limits);
  Atomics.store(interrupt, 0, 0);
  try {
    sandbox.flush();
  } catch {
    // The interpreter is dropped anyway; what it could not flush is lost with it.
  }
  for (const stream of ["stdout", "stderr"]) output.write(stream, decoders[stream].decode());
  if (output.overflowed && kind !== "output-limit") kind = "output-limit";
  const memoryKb = (heapSize(pyodide) - heapBefore) / 1024;
  const result = outcome(kind, output, timeMs, memoryKb, message);
  return recycle ? { ...result, recycle } : result;
}
