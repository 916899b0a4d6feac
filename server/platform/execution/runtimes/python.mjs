import { createRequire } from "node:module";
import path from "node:path";
import { loadPyodide } from "pyodide";
import { MEMORY_LIMIT, OUTPUT_LIMIT, Output, TIME_LIMIT } from "./output.mjs";

let pyodide;
let baselineHeap = 0;
let interrupt;

/**
 * What the learner's code may not reach: processes, the host's JavaScript (the `js` module is
 * the worker's globalThis) and Pyodide's own internals. Installed once per worker.
 */
const SANDBOX = `
import builtins, os, sys
def _refuse(*args, **kwargs):
    raise PermissionError("Not allowed in the practice sandbox")
for _name in ("system", "popen", "fork", "forkpty", "execv", "execve", "execl", "execle",
              "execlp", "execlpe", "execvp", "execvpe", "spawnl", "spawnle", "spawnv", "spawnve",
              "kill", "killpg", "posix_spawn", "posix_spawnp"):
    if hasattr(os, _name):
        setattr(os, _name, _refuse)
import subprocess
for _name in ("Popen", "run", "call", "check_call", "check_output", "getoutput", "getstatusoutput"):
    setattr(subprocess, _name, _refuse)
import socket
socket.socket = _refuse
socket.create_connection = _refuse
_BLOCKED = ("js", "pyodide_js", "pyodide", "_pyodide", "_pyodide_core", "micropip")
class _Blocker:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in _BLOCKED:
            raise ImportError(f"No module named '{name}'")
        return None
_real_import = builtins.__import__
def _guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
    if level == 0 and name.split(".")[0] in _BLOCKED:
        raise ImportError(f"No module named '{name}'")
    return _real_import(name, globals, locals, fromlist, level)
sys.meta_path.insert(0, _Blocker())
builtins.__import__ = _guarded_import
del _name
`;

/** Loads Pyodide once per worker (about 2 s) and installs the sandbox. */
export async function loadPython(interruptBuffer) {
  if (pyodide) return;
  // Pyodide finds its files from its own address, which a worker thread hides: say where.
  const indexURL = path.dirname(createRequire(import.meta.url).resolve("pyodide/package.json"));
  pyodide = await loadPyodide({ indexURL: `${indexURL}/`, stdout: () => {}, stderr: () => {} });
  if (interruptBuffer) pyodide.setInterruptBuffer(interruptBuffer);
  interrupt = interruptBuffer;
  // The runner's own imports first: once the sandbox is in, nobody imports pyodide again.
  pyodide.runPython("import sys, io, traceback");
  pyodide.runPython(SANDBOX);
  baselineHeap = pyodide._module.HEAP8.length;
}

/** The traceback without Pyodide's own frames: from the learner's first frame to the end. */
function cleanTraceback(text) {
  const lines = text.trimEnd().split("\n");
  const first = lines.findIndex((line) => line.includes('File "<exec>"'));
  if (first === -1) return lines.slice(-3).join("\n");
  return ["Traceback (most recent call last):", ...lines.slice(first)].join("\n");
}

/**
 * Runs Python 3 with stdin, in fresh globals. A run past its deadline is interrupted through the
 * interrupt buffer (KeyboardInterrupt); a heap grown past the limit ends as a memory failure and
 * asks for a new worker (Pyodide's memory never shrinks).
 */
export function runPython(request, limits) {
  const output = new Output(limits.outputBytes);
  const decoder = { stdout: new TextDecoder(), stderr: new TextDecoder() };
  const sink = (stream) => ({
    write(buffer) {
      // Past the cap the rest is dropped and the program interrupted (KeyboardInterrupt at its
      // next bytecode); throwing here instead would leave the rest in Python's buffer.
      if (!output.write(stream, decoder[stream].decode(buffer, { stream: true })) && interrupt) {
        Atomics.store(interrupt, 0, 2);
      }
      return buffer.length;
    },
  });
  let stdinSent = false;
  pyodide.setStdin({
    stdin: () => {
      if (stdinSent) return null;
      stdinSent = true;
      return request.input;
    },
    autoEOF: true,
  });
  pyodide.setStdout(sink("stdout"));
  pyodide.setStderr(sink("stderr"));
  const globals = pyodide.globals.get("dict")();
  globals.set("__name__", "__main__");
  const started = performance.now();
  let error;
  try {
    pyodide.runPython(request.sourceCode, { globals, filename: "<exec>" });
  } catch (thrown) {
    error = thrown;
  } finally {
    try {
      pyodide.runPython("import sys\nsys.stdout.flush()\nsys.stderr.flush()");
    } catch {
      // nothing left to flush
    }
    globals.destroy();
  }
  const measured = {
    stdout: output.stdout,
    stderr: output.stderr,
    timeMs: Math.round(performance.now() - started),
    memoryKb: Math.round((pyodide._module.HEAP8.length - baselineHeap) / 1024),
  };
  const grown = pyodide._module.HEAP8.length - baselineHeap > limits.memoryMb * 1024 * 1024;
  if (output.overflowed) return { kind: "output-limit", message: OUTPUT_LIMIT, ...measured };
  const message = error ? String(error.message ?? error) : "";
  if (/MemoryError/.test(message) || grown) {
    return { kind: "memory-limit", message: MEMORY_LIMIT, ...measured, recycle: true };
  }
  if (!error) return { kind: "ok", ...measured };
  if (/KeyboardInterrupt/.test(message))
    return { kind: "time-limit", message: TIME_LIMIT, ...measured };
  const traceback = cleanTraceback(message);
  const last = traceback.split("\n").at(-1) ?? "";
  if (/^(SyntaxError|IndentationError|TabError)\b/.test(last)) {
    return { kind: "compile-error", message: traceback, ...measured };
  }
  return { kind: "runtime-error", message: traceback, ...measured };
}
