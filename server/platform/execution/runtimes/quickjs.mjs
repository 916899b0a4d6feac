import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { newQuickJSWASMModuleFromVariant, newVariant, RELEASE_SYNC } from "quickjs-emscripten";
import { Output, outcome } from "./output.mjs";

/** QuickJS's static data and stack fit in its default 16 MB start; the program gets memoryMb on top. */
const BASE_PAGES = 256;
/** Deep enough for 20 000 nested calls, and below the worker's 16 MB native stack (pool.ts). */
const STACK_BYTES = 4 * 1024 * 1024;
const STREAMS = { log: "stdout", info: "stdout", debug: "stdout", warn: "stderr", error: "stderr" };

let wasm;

/** Compiles QuickJS's WebAssembly once per worker; each run instantiates it afresh. */
export async function loadJavaScript() {
  if (wasm) return;
  const fromQuickJS = createRequire(createRequire(import.meta.url).resolve("quickjs-emscripten"));
  const file = fromQuickJS.resolve("@jitl/quickjs-wasmfile-release-sync/wasm");
  wasm = await WebAssembly.compile(await readFile(file));
}

function text(vm, handle) {
  const type = vm.typeof(handle);
  if (type === "string") return vm.getString(handle);
  if (type === "function") return "[Function]";
  const value = vm.dump(handle);
  if (type === "bigint") return `${value}n`;
  if (type !== "object" || value === null) return String(value);
  if (typeof value.name === "string" && typeof value.stack === "string") {
    return `${value.name}: ${value.message}`;
  }
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

function define(vm, target, name, fn) {
  const handle = vm.newFunction(name, fn);
  vm.setProp(target, name, handle);
  handle.dispose();
}

/** Console, `print`, `input` and `readline()`: the only things a program sees besides the language. */
function installGlobals(vm, input, output) {
  const lines = input.split("\n");
  if (lines.at(-1) === "") lines.pop();
  let next = 0;
  const writer =
    (stream) =>
    (...args) => {
      if (!output.write(stream, args.map((arg) => text(vm, arg)).join(" ") + "\n")) {
        throw new Error("Output limit exceeded");
      }
    };
  const consoleObject = vm.newObject();
  for (const [name, stream] of Object.entries(STREAMS)) {
    define(vm, consoleObject, name, writer(stream));
  }
  vm.setProp(vm.global, "console", consoleObject);
  consoleObject.dispose();
  define(vm, vm.global, "print", writer("stdout"));
  define(vm, vm.global, "readline", () =>
    next < lines.length ? vm.newString(lines[next++].replace(/\r$/, "")) : vm.null,
  );
  const inputHandle = vm.newString(input);
  vm.setProp(vm.global, "input", inputHandle);
  inputHandle.dispose();
}

/** Frames of a stack shown at most; a deep recursion's thousands are counted instead. */
const MAX_FRAMES = 8;

/**
 * The learner's frames of a QuickJS stack, where they are in main.js (the program's own lines):
 * `at f (main.js:3:13)`, and the top level as `at main.js:5:1`.
 */
function framesOf(stack) {
  if (typeof stack !== "string") return [];
  const frames = stack
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /\bmain\.js:\d+/.test(line))
    .map((line) => `    ${line.replace(/^at <eval> \((main\.js:[\d:]+)\)$/, "at $1")}`);
  if (frames.length <= MAX_FRAMES) return frames;
  return [...frames.slice(0, MAX_FRAMES), `    ... ${frames.length - MAX_FRAMES} more`];
}

/**
 * The thrown value: its name, message and the learner's frames, or undefined when even that
 * could not be read (no memory).
 */
function describe(vm, handle) {
  try {
    const value = vm.dump(handle);
    if (value && typeof value === "object" && typeof value.message === "string") {
      return {
        name: String(value.name ?? "Error"),
        message: value.message,
        frames: framesOf(value.stack),
      };
    }
    if (value === "" || value === undefined) return undefined;
    return { name: "Error", message: String(value), frames: [] };
  } catch {
    return undefined;
  }
}

/** `Name: message` and the line(s) of the learner's code it came from, as Node prints it. */
const shown = (error) =>
  [`${error?.name ?? "Error"}: ${error?.message ?? ""}`, ...(error?.frames ?? [])].join("\n");

/**
 * Runs JavaScript in a fresh QuickJS instance (its own WebAssembly memory, capped at memoryMb,
 * dropped after the run: nothing survives from one run to the next). The interrupt handler stops
 * the program at its deadline, at the pool's request, or once the output cap is passed. Nothing
 * is disposed: the instance goes with the run (disposing after an interrupted or out-of-memory
 * run trips QuickJS's leak assertions).
 */
export async function runJavaScript(request, limits, { interrupt }) {
  const memory = new WebAssembly.Memory({
    initial: BASE_PAGES,
    maximum: BASE_PAGES + limits.memoryMb * 16,
  });
  const quickjs = await newQuickJSWASMModuleFromVariant(
    newVariant(RELEASE_SYNC, {
      wasmModule: wasm,
      wasmMemory: memory,
      // QuickJS's own complaints (an instance dropped mid-run) are not the server's log.
      emscriptenModule: { print: () => {}, printErr: () => {} },
    }),
  );
  const output = new Output(limits.outputBytes);
  const runtime = quickjs.newRuntime();
  runtime.setMaxStackSize(STACK_BYTES);
  const vm = runtime.newContext();
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const deadline = Date.now() + limits.wallMs;
  let interrupted = false;
  runtime.setInterruptHandler(() => {
    interrupted ||= Date.now() > deadline || Atomics.load(interrupt, 0) !== 0;
    return interrupted || output.overflowed;
  });
  // Peak use: the memory only grows, so its growth is the peak beyond QuickJS's start; small
  // programs fit in that start, where QuickJS's own count says how much they hold.
  const usedKb = () => {
    let counted = 0;
    try {
      const usage = runtime.computeMemoryUsage();
      counted = vm.dump(usage)?.memory_used_size ?? 0;
      usage.dispose();
    } catch {
      // best effort
    }
    return Math.max(memory.buffer.byteLength - BASE_PAGES * 65536, counted) / 1024;
  };
  const nearlyFull = () => memory.buffer.byteLength > (BASE_PAGES + limits.memoryMb * 16) * 58982;
  try {
    installGlobals(vm, request.input, output);
    const compiled = vm.evalCode(request.sourceCode, "main.js", { compileOnly: true });
    if (compiled.error) {
      const error = describe(vm, compiled.error) ?? { name: "SyntaxError", message: "" };
      compiled.error.dispose();
      return outcome("compile-error", output, elapsed(), 0, shown(error));
    }
    compiled.value.dispose();
    let result = vm.evalCode(request.sourceCode, "main.js");
    if (!result.error) {
      result.value.dispose();
      result = runtime.executePendingJobs();
      if (!result.error) result.value.dispose?.();
    }
    if (output.overflowed) return outcome("output-limit", output, elapsed(), usedKb());
    if (!result.error) return outcome("ok", output, elapsed(), usedKb());
    const error = describe(vm, result.error);
    result.error.dispose();
    if (interrupted) return outcome("time-limit", output, elapsed(), usedKb());
    if (error ? /out of memory|string too long/.test(error.message) : nearlyFull()) {
      return outcome("memory-limit", output, elapsed(), usedKb());
    }
    return outcome("runtime-error", output, elapsed(), usedKb(), shown(error));
  } catch (thrown) {
    // Thrown by the host, not QuickJS: its own stack ran out inside QuickJS, or WebAssembly trapped.
    if (output.overflowed) return outcome("output-limit", output, elapsed(), usedKb());
    if (interrupted) return outcome("time-limit", output, elapsed(), usedKb());
    if (thrown instanceof RangeError && /call stack/.test(thrown.message)) {
      return outcome("runtime-error", output, elapsed(), usedKb(), "InternalError: stack overflow");
    }
    if (nearlyFull()) return outcome("memory-limit", output, elapsed(), usedKb());
    if (thrown instanceof WebAssembly.RuntimeError) {
      return outcome(
        "runtime-error",
        output,
        elapsed(),
        usedKb(),
        `InternalError: ${thrown.message}`,
      );
    }
    throw thrown;
  }
}
