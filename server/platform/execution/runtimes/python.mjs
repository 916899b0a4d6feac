import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { loadPyodide } from "pyodide";
import { Output, capMemory, outcome } from "./output.mjs";

const SANDBOX = readFileSync(new URL("./python_sandbox.py", import.meta.url), "utf8");
/** Fresh file systems per run, so that nothing a program writes is there for the next one. */
const SCRATCH = ["/tmp", "/home/pyodide"];
const MB = 1024 * 1024;

let pyodide;
let sandbox;
let interrupt;
let baseHeap = 0;
let heapLimit = Infinity;

/**
 * Loads Pyodide once per worker (about 2 s) and installs the sandbox. `js` is an empty object,
 * not the worker's globalThis, and the JavaScript modules are unregistered, so `import js` finds
 * nothing even where the sandbox's import refusal would not apply.
 */
export async function loadPython(context) {
  if (pyodide) return;
  // Pyodide finds its files from its own address, which a worker thread hides: say where.
  const indexURL = path.dirname(createRequire(import.meta.url).resolve("pyodide/package.json"));
  const instance = await loadPyodide({
    indexURL: `${indexURL}/`,
    jsglobals: Object.freeze(Object.create(null)),
    stdout: () => {},
    stderr: () => {},
  });
  instance.setInterruptBuffer(context.interrupt);
  const { FS } = instance;
  for (const dir of SCRATCH) FS.mount(FS.filesystems.MEMFS, {}, dir);
  const namespace = instance.globals.get("dict")();
  instance.runPython(SANDBOX, { globals: namespace, filename: "<sandbox>" });
  sandbox = { prepare: namespace.get("prepare"), finish: namespace.get("finish") };
  namespace.destroy();
  instance.unregisterJsModule("js");
  instance.unregisterJsModule("pyodide_js");
  const memory = instance._module.memory ?? instance._module.wasmMemory;
  if (memory instanceof WebAssembly.Memory) capMemory(memory, () => heapLimit);
  baseHeap = heapSize(instance);
  interrupt = context.interrupt;
  pyodide = instance;
}

/** Pyodide proxies the worker calls on every run: their class chains are part of the seal. */
export const pythonProxies = () => [pyodide.globals, sandbox.prepare, sandbox.finish];

const heapSize = (instance) => instance._module.HEAPU8.length;

function freshScratch() {
  const { FS } = pyodide;
  for (const dir of SCRATCH) {
    FS.unmount(dir);
    FS.mount(FS.filesystems.MEMFS, {}, dir);
  }
  FS.chdir(SCRATCH[1]);
}

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
 * Runs Python 3 in fresh globals with the run's stdin. Stops it through the interrupt buffer
 * (KeyboardInterrupt) at the pool's request or once the output cap is passed; the WebAssembly
 * heap cannot grow past memoryMb over the loaded runtime's (MemoryError).
 */
export function runPython(request, limits) {
  const output = new Output(limits.outputBytes);
  const decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
  let running = false;
  const sink = (stream) => ({
    write(buffer) {
      // Past the cap the program is interrupted at its next bytecode; throwing here instead would
      // leave the rest in Python's buffer for the next run.
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
  freshScratch();
  heapLimit = baseHeap + limits.memoryMb * MB;
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
    sandbox.finish(heapSize(pyodide) > heapBefore);
  } catch {
    recycle = true;
  }
  globals.destroy();
  for (const stream of ["stdout", "stderr"]) output.write(stream, decoders[stream].decode());
  if (output.overflowed && kind !== "output-limit") kind = "output-limit";
  const memoryKb = (heapSize(pyodide) - heapBefore) / 1024;
  const result = outcome(kind, output, timeMs, memoryKb, message);
  return recycle ? { ...result, recycle } : result;
}
