import { getQuickJS } from "quickjs-emscripten";
import { MEMORY_LIMIT, OUTPUT_LIMIT, Output, TIME_LIMIT } from "./output.mjs";

let quickjs;

/** Loads QuickJS once per worker. */
export async function loadJavaScript() {
  quickjs ??= await getQuickJS();
}

function text(vm, handle) {
  const type = vm.typeof(handle);
  if (type === "string") return vm.getString(handle);
  const value = vm.dump(handle);
  if (type === "object" && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

/**
 * Runs JavaScript in QuickJS with no host APIs: only console, print, `input` and `readline()`.
 * The interrupt handler ends a run past its deadline inside the worker; the memory limit is
 * QuickJS's own.
 */
export function runJavaScript(request, limits) {
  const output = new Output(limits.outputBytes);
  const runtime = quickjs.newRuntime();
  runtime.setMemoryLimit(limits.memoryMb * 1024 * 1024);
  runtime.setMaxStackSize(1024 * 1024);
  const started = performance.now();
  const deadline = Date.now() + limits.wallMs;
  let interrupted = false;
  runtime.setInterruptHandler(() => {
    if (output.overflowed || Date.now() > deadline) {
      interrupted = true;
      return true;
    }
    return false;
  });
  const vm = runtime.newContext();
  const lines = request.input.split("\n");
  if (lines.length && lines[lines.length - 1] === "") lines.pop();
  let next = 0;
  try {
    const writer =
      (stream) =>
      (...args) => {
        const ok = output.write(stream, args.map((h) => text(vm, h)).join(" ") + "\n");
        if (!ok) throw new Error(OUTPUT_LIMIT);
      };
    const consoleObject = vm.newObject();
    for (const [name, stream] of [
      ["log", "stdout"],
      ["info", "stdout"],
      ["debug", "stdout"],
      ["warn", "stderr"],
      ["error", "stderr"],
    ]) {
      const fn = vm.newFunction(name, writer(stream));
      vm.setProp(consoleObject, name, fn);
      fn.dispose();
    }
    vm.setProp(vm.global, "console", consoleObject);
    consoleObject.dispose();
    const print = vm.newFunction("print", writer("stdout"));
    vm.setProp(vm.global, "print", print);
    print.dispose();
    const inputHandle = vm.newString(request.input);
    vm.setProp(vm.global, "input", inputHandle);
    inputHandle.dispose();
    const readline = vm.newFunction("readline", () =>
      next < lines.length ? vm.newString(lines[next++]) : vm.null,
    );
    vm.setProp(vm.global, "readline", readline);
    readline.dispose();

    const result = vm.evalCode(request.sourceCode, "main.js");
    let failure;
    if (result.error) {
      failure = vm.dump(result.error);
      result.error.dispose();
    } else {
      result.value.dispose();
      const jobs = runtime.executePendingJobs();
      if (jobs.error) {
        failure = vm.dump(jobs.error);
        jobs.error.dispose();
      }
    }
    const measured = {
      stdout: output.stdout,
      stderr: output.stderr,
      timeMs: Math.round(performance.now() - started),
      memoryKb: 0,
    };
    try {
      const usage = runtime.computeMemoryUsage();
      measured.memoryKb = Math.round((vm.dump(usage)?.memory_used_size ?? 0) / 1024);
      usage.dispose();
    } catch {
      // best effort
    }
    if (output.overflowed) return { kind: "output-limit", message: OUTPUT_LIMIT, ...measured };
    if (!failure) return { kind: "ok", ...measured };
    const name = typeof failure === "object" && failure ? String(failure.name ?? "Error") : "Error";
    const message =
      typeof failure === "object" && failure ? String(failure.message ?? "") : String(failure);
    if (interrupted || /interrupted/i.test(message)) {
      return { kind: "time-limit", message: TIME_LIMIT, ...measured };
    }
    if (/out of memory/i.test(message))
      return { kind: "memory-limit", message: MEMORY_LIMIT, ...measured };
    if (name === "SyntaxError")
      return { kind: "compile-error", message: `${name}: ${message}`, ...measured };
    return { kind: "runtime-error", message: `${name}: ${message}`, ...measured };
  } finally {
    try {
      vm.dispose();
      runtime.dispose();
    } catch {
      // A runtime that ran out of memory may refuse a clean dispose; the worker lives on.
    }
  }
}
