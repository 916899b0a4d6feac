import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getPHPLoaderModule } from "@php-wasm/node";
import { Output, outcome } from "./output.mjs";
import { DISABLED_FUNCTIONS } from "./php-disabled.mjs";

/** The PHP version the compiler offers (@php-wasm/node 3.1 ships 7.4 to 8.5). */
const PHP_VERSION = "8.3";
const SCRIPT = "/home/main.php";
const DISABLED = new Set(DISABLED_FUNCTIONS);

/**
 * @php-wasm/node exports the loader only; the PHP class (which runs the CLI in a runtime) is its
 * own dependency @php-wasm/universal, imported from where @php-wasm/node finds it, so both use
 * one module instance (the runtime a loader makes is looked up in that module's table).
 */
async function importUniversal() {
  const fromNode = createRequire(createRequire(import.meta.url).resolve("@php-wasm/node"));
  const manifest = fromNode.resolve("@php-wasm/universal/package.json");
  const { exports } = JSON.parse(await readFile(manifest, "utf8"));
  return import(pathToFileURL(path.join(path.dirname(manifest), exports["."].import)).href);
}

/** @php-wasm/universal, PHP's loader module and its WebAssembly compiled once per worker. */
let universal;
let loader;
let wasm;
/** The next run's PHP: a new runtime (its own memory, file system, globals), used by ONE run. */
let next;

/** Emscripten's errno for "network unreachable" (its WASI numbering). */
const ENETUNREACH = 40;

/**
 * What PHP's classes reach without a function disable_functions could name (mysqli's and PDO's
 * connections, SoapClient's WSDL over HTTP, ImageMagick's delegates): a socket is refused with
 * ENETUNREACH, which PHP reports as a warning or an exception of the run; a command fails to
 * start (popen's file is NULL, `system()` answers -1). Without this, emscripten's socket layer,
 * its `system()` (child_process, cut in the worker) and php-wasm's popen (no spawn handler)
 * throw through PHP or never wake again, and the runtime ends with the worker (issue 41).
 */
function withoutHostReach(env) {
  env.__syscall_socket = () => -ENETUNREACH;
  env._emscripten_system = () => -1;
  env.js_popen_to_file = () => 0;
}

/**
 * A fresh PHP runtime, instantiated from the compiled module: no networking (loadNodeRuntime
 * would start a WebSocket proxy to any host), no host file system, no native file locks. stdin
 * reads `next.input`, set by the run. Its php.ini makes errors plain text on stderr and caps the
 * memory PHP itself allocates.
 */
async function freshRuntime() {
  const slot = { input: Buffer.alloc(0), read: 0 };
  const runtimeId = await universal.loadPHPRuntime(loader, {
    processId: 1,
    ENV: {},
    thisProgram: "php",
    stdin: () => (slot.read < slot.input.length ? slot.input[slot.read++] : null),
    // PHP's exit() ends the CLI with an exit code instead of the process.
    quit(_code, error) {
      throw error;
    },
    print: () => {},
    printErr: () => {},
    instantiateWasm(imports, receive) {
      withoutHostReach(imports.env);
      void WebAssembly.instantiate(wasm, imports).then((instance) => receive(instance, wasm));
      return {};
    },
  });
  const php = new universal.PHP(runtimeId);
  php.mkdir("/home");
  php.chdir("/home");
  return { php, slot };
}

async function ini(php, memoryMb) {
  await universal.setPhpIniEntries(php, {
    display_errors: "stderr",
    display_startup_errors: "0",
    log_errors: "0",
    html_errors: "0",
    error_reporting: "E_ALL",
    memory_limit: `${memoryMb}M`,
    ignore_user_abort: "0",
    allow_url_fopen: "0",
    allow_url_include: "0",
    disable_functions: DISABLED_FUNCTIONS.join(","),
    "opcache.enable_cli": "0",
  });
}

/** Once per worker: compiles PHP's WebAssembly (about 25 MB); then a fresh runtime per run. */
export async function loadPhp() {
  universal ??= await importUniversal();
  loader ??= await getPHPLoaderModule(PHP_VERSION);
  wasm ??= await WebAssembly.compile(await readFile(loader.dependencyFilename));
  next ??= await freshRuntime();
}

/** The worker's idle step after a PHP run: the next runtime, made before it is asked for. */
export const preparePhp = loadPhp;

/** False once the prepared runtime has been used. */
export const phpReady = () => next !== undefined;

/** Emscripten's EPIPE: a write past the cap fails like one to a closed pipe. */
const EPIPE = 64;

/**
 * Routes the runtime's stdout and stderr (which the PHP class reads from the module's
 * `onStdout`/`onStderr`, set when a CLI starts) through the output cap as they are written. Past
 * the cap a write fails with EPIPE, and PHP's CLI ends the script as it does when its reader
 * goes away (an aborted connection).
 */
function captureOutput(module, output) {
  for (const [property, stream] of [
    ["onStdout", "stdout"],
    ["onStderr", "stderr"],
  ]) {
    const decoder = new TextDecoder();
    Object.defineProperty(module, property, {
      configurable: true,
      get: () => (chunk) => {
        if (!output.write(stream, decoder.decode(chunk, { stream: true }))) {
          throw new module.FS.ErrnoError(EPIPE);
        }
      },
      set: () => {},
    });
  }
}

const FATAL = /^(?:PHP )?(Parse error|Fatal error): .*$/m;

/** PHP calls a disabled function undefined: say why it is not there. */
function withDisabledNote(message) {
  const name = /Call to undefined function (\w+)\(\)/.exec(message)?.[1];
  if (!name || !DISABLED.has(name.toLowerCase())) return message;
  return `${message}\n${name}() is disabled in the practice sandbox: it has no processes, network or mail.`;
}

/**
 * The outcome's kind and message. PHP prints its fatal error (and the stack trace after it) on
 * stderr: that part becomes the message, and leaves stderr (which the answers show beside the
 * message) with what came before it, the warnings.
 */
function classify(output, exitCode, thrown) {
  if (output.overflowed) return ["output-limit"];
  if (thrown) return ["runtime-error", `InternalError: ${thrown.message ?? thrown}`];
  if (exitCode === 0) return ["ok"];
  const fatal = FATAL.exec(output.stderr);
  if (!fatal) return ["runtime-error", `Exit code ${exitCode}`];
  const message = withDisabledNote(output.stderr.slice(fatal.index).trimEnd());
  output.stderr = output.stderr.slice(0, fatal.index);
  if (fatal[1] === "Parse error") return ["compile-error", message];
  if (/Allowed memory size of \d+ bytes exhausted|Out of memory/.test(fatal[0])) {
    return ["memory-limit"];
  }
  return ["runtime-error", message];
}

/**
 * Runs PHP 8 as its CLI does (`php main.php`, stdin from the request) in the prepared runtime,
 * which no run used before and none will after: its memory, files (`/home`, `/tmp`) and globals
 * go with the run. PHP cannot be interrupted from outside while it computes: at the deadline the
 * pool ends the worker (time-limit) and a new one takes its place. The output cap ends the run
 * from inside the write; memory_limit and the worker's cap on WebAssembly growth bound memory.
 */
export async function runPhp(request, limits) {
  const { php, slot } = next;
  next = undefined;
  await ini(php, limits.memoryMb);
  slot.input = Buffer.from(request.input, "utf8");
  php.writeFile(SCRIPT, request.sourceCode);
  const output = new Output(limits.outputBytes);
  const module = php[universal.__private__dont__use];
  captureOutput(module, output);
  const heapBefore = module.HEAPU8.length;
  const started = performance.now();
  let exitCode = 0;
  let thrown;
  try {
    const response = await php.cli(["php", SCRIPT]);
    exitCode = await response.exitCode;
  } catch (error) {
    thrown = error;
  }
  const timeMs = performance.now() - started;
  const [kind, message] = classify(output, exitCode, thrown);
  const memoryKb = (module.HEAPU8.length - heapBefore) / 1024;
  const result = outcome(kind, output, timeMs, memoryKb, message);
  // A runtime that threw (not PHP's own error) may have left work queued in the worker.
  return thrown ? { ...result, recycle: true } : result;
}
