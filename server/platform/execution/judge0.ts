import { fetch } from "undici";
import { notExecutedMessage } from "~/contract/code-values";
import type { ExecutionLimits, ExecutionOutcome, ExecutionRequest, RunHooks } from "./types";

/**
 * How each of the spec's languages is found in a Judge0 instance's own `GET /languages` list
 * (names like "Java (OpenJDK 13.0.1)"): the first pattern that names one of its languages wins.
 * Ids differ between Judge0 CE releases and Judge0 Extra CE, so none is assumed. `pandas` is
 * only a language that says it has it (Extra CE's "Python for ML"): plain Python would fail at
 * `import pandas`, so without one it is unsupported. `psql` has no Judge0 language.
 */
export const JUDGE0_LANGUAGE_NAMES: Readonly<Record<string, readonly RegExp[]>> = {
  java13: [/^Java \(OpenJDK 13/i, /^Java \(/i],
  javascript12: [/^JavaScript \(Node\.js 12/i, /^JavaScript \(Node/i],
  python3: [/^Python \(3\.8/i, /^Python \(3\./i],
  sqlite: [/^SQL \(SQLite/i],
  cppgcc9: [/^C\+\+ \(GCC 9/i, /^C\+\+ \(GCC/i],
  c: [/^C \(GCC 9/i, /^C \(GCC/i],
  go: [/^Go \(/i],
  csharp: [/^C# \(Mono/i, /^C# \(/i],
  r: [/^R \(/i],
  php: [/^PHP \(/i],
  kotlin: [/^Kotlin \(/i],
  swift: [/^Swift \(/i],
  scala: [/^Scala \(/i],
  prolog: [/^Prolog \(/i],
  perl: [/^Perl \(/i],
  pandas: [/pandas/i, /^Python for ML/i],
};

/** What the adapter reads of `GET /config_info` (Judge0 CE's documented defaults beside). */
export interface Judge0Limits {
  /** Seconds (default 15). */
  maxCpuTimeLimit: number;
  /** Seconds (default 20). */
  maxWallTimeLimit: number;
  /** KB (default 256000: 262144, 256 MiB, is refused). */
  maxMemoryLimit: number;
}

/** Judge0's own minimum memory limit (KB): less is refused too. */
const MIN_MEMORY_KB = 2048;
const POLL_MS = 250;
/** Judge0 queues runs of its own: a run may take this long beyond its wall time. */
const QUEUE_ALLOWANCE_MS = 30_000;
/** Judge0 runs beyond this many wait here, so that one learner's burst cannot flood it. */
const MAX_CONCURRENT = 4;
/** Runs waiting for one of those places; more end at once ("busy"), as the pool's queue does. */
const MAX_WAITING = 200;
/** Languages and limits are read again after this long (a redeployed Judge0 may change them). */
const DISCOVERY_MS = 10 * 60 * 1000;
const FIELDS = "stdout,stderr,compile_output,message,status,time,memory";
export const JUDGE0_BUSY = "The code runner is busy. Try again in a minute.";

interface Judge0Answer {
  token?: string;
  stdout?: string | null;
  stderr?: string | null;
  compile_output?: string | null;
  message?: string | null;
  time?: string | null;
  memory?: number | null;
  status?: { id: number; description?: string };
}

export interface Judge0Options {
  url: string;
  token?: string;
  pollMs?: number;
  maxConcurrent?: number;
  maxWaiting?: number;
  /** A refused submission, an unreachable Judge0: one structured line each (the platform's log). */
  log?: (event: Record<string, unknown>, message: string) => void;
}

/**
 * JavaScript on Judge0 is Node.js, whose globals are not the platform's: the programs of the
 * practice and the compiler read stdin with `readline()` (one line, null at the end) or `input`
 * (all of it) and may `print` (runtimes/quickjs.mjs). This one line gives Node the same three, so
 * a program runs alike on both backends (one line: error line numbers stay the learner's).
 */
export const NODE_PRELUDE =
  'const __clIn=require("fs").readFileSync(0,"utf8"),__clLines=__clIn.split("\\n");' +
  'if(__clLines[__clLines.length-1]==="")__clLines.pop();let __clNext=0;' +
  "globalThis.input=__clIn;globalThis.print=(...a)=>console.log(...a);" +
  'globalThis.readline=()=>__clNext<__clLines.length?__clLines[__clNext++].replace(/\\r$/,""):null;';

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const unb64 = (text: string | null | undefined) =>
  text ? Buffer.from(text, "base64").toString("utf8") : "";

/** An answer Judge0 refused (4xx/5xx), with the start of its body (Judge0 names the field). */
class Judge0Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`Judge0 answered ${status}`);
  }
}

/** The language ids of this Judge0, by the spec's language id (JUDGE0_LANGUAGE_NAMES). */
export function languageMap(
  languages: ReadonlyArray<{ id: number; name: string }>,
): Map<string, number> {
  const map = new Map<string, number>();
  for (const [languageId, patterns] of Object.entries(JUDGE0_LANGUAGE_NAMES)) {
    for (const pattern of patterns) {
      const found = languages.find((language) => pattern.test(language.name));
      if (found) {
        map.set(languageId, found.id);
        break;
      }
    }
  }
  return map;
}

/**
 * The limits of one submission, within this Judge0's maxima: Judge0 refuses (422) a submission
 * whose limit is above its max_*_limit, so a limit is clamped rather than sent as asked.
 */
export function submissionLimits(limits: ExecutionLimits, server: Judge0Limits) {
  const seconds = Math.max(0.1, limits.wallMs / 1000);
  const cpu = Math.min(seconds, server.maxCpuTimeLimit);
  return {
    cpu_time_limit: cpu,
    // Wall time is what the learner's limit is; never below the CPU time it allows.
    wall_time_limit: Math.max(cpu, Math.min(seconds, server.maxWallTimeLimit)),
    memory_limit: Math.max(
      MIN_MEMORY_KB,
      Math.min(Math.floor(limits.memoryMb * 1024), server.maxMemoryLimit),
    ),
  };
}

const positive = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : fallback;

/**
 * Runs code on a Judge0 CE instance (JUDGE0_URL) through its documented API: the languages and
 * maxima are read from the instance itself (`GET /languages`, `GET /config_info`), then
 * POST /submissions?base64_encoded=true&wait=false, then GET /submissions/{token} every
 * POLL_MS until the status leaves "In Queue" (1) and "Processing" (2). I/O only, so it runs on
 * the main thread, outside the worker pool, with a concurrency cap and a bounded queue of its own.
 */
export function createJudge0Client(options: Judge0Options) {
  const base = options.url.replace(/\/+$/, "");
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.token) headers["x-auth-token"] = options.token;
  const maxConcurrent = options.maxConcurrent ?? MAX_CONCURRENT;
  const maxWaiting = options.maxWaiting ?? MAX_WAITING;
  const log = options.log ?? (() => {});
  const closing = new AbortController();
  let active = 0;
  const waiting: (() => void)[] = [];
  let discovery: { at: number; done: Promise<Discovered> } | undefined;

  interface Discovered {
    languages: Map<string, number>;
    limits: Judge0Limits;
  }

  const call = async (path: string, signal: AbortSignal, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    if (!response.ok) {
      const text = (await response.text().catch(() => "")).slice(0, 500);
      throw new Judge0Refusal(response.status, text);
    }
    return (await response.json()) as unknown;
  };

  /** Languages and maxima, read once per DISCOVERY_MS; a failed read is tried again next run. */
  function discover(signal: AbortSignal): Promise<Discovered> {
    if (discovery && Date.now() - discovery.at < DISCOVERY_MS) return discovery.done;
    const done = (async () => {
      const [languages, config] = await Promise.all([
        call("/languages", signal) as Promise<Array<{ id: number; name: string }>>,
        call("/config_info", signal) as Promise<Record<string, unknown>>,
      ]);
      return {
        languages: languageMap(Array.isArray(languages) ? languages : []),
        limits: {
          maxCpuTimeLimit: positive(config.max_cpu_time_limit, 15),
          maxWallTimeLimit: positive(config.max_wall_time_limit, 20),
          maxMemoryLimit: positive(config.max_memory_limit, 256_000),
        },
      };
    })();
    discovery = { at: Date.now(), done };
    done.catch(() => {
      if (discovery?.done === done) discovery = undefined;
    });
    return done;
  }

  async function judge(
    languageId: number,
    server: Judge0Limits,
    request: ExecutionRequest,
    limits: ExecutionLimits,
    hooks: RunHooks | undefined,
    signal: AbortSignal,
  ): Promise<ExecutionOutcome> {
    // SQL: the problem's schema and rows run first, in the same script (Judge0 has one file).
    let source = request.setup ? `${request.setup}\n${request.sourceCode}` : request.sourceCode;
    if (request.languageId === "javascript12") source = NODE_PRELUDE + source;
    const submission = {
      source_code: b64(source),
      language_id: languageId,
      stdin: b64(request.input),
      ...submissionLimits(limits, server),
    };
    let token: string | undefined;
    try {
      const answer = (await call(
        "/submissions?base64_encoded=true&wait=false",
        signal,
        submission,
      )) as Judge0Answer;
      token = answer.token;
    } catch (error) {
      if (error instanceof Judge0Refusal) {
        // The learner sees "The code runner failed…": the operator reads why here.
        log(
          {
            event: "judge0-refused",
            status: error.status,
            body: error.body,
            languageId: request.languageId,
            judge0LanguageId: languageId,
            cpuTimeLimit: submission.cpu_time_limit,
            wallTimeLimit: submission.wall_time_limit,
            memoryLimit: submission.memory_limit,
          },
          "Judge0 refused a submission",
        );
      }
      throw error;
    }
    if (!token) throw new Error("Judge0 gave no token");
    let started = false;
    const markStarted = () => {
      if (!started) hooks?.onStart?.();
      started = true;
    };
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? POLL_MS));
      signal.throwIfAborted();
      const path = `/submissions/${encodeURIComponent(token)}?base64_encoded=true&fields=${FIELDS}`;
      const answer = (await call(path, signal)) as Judge0Answer;
      const status = answer.status?.id ?? 0;
      if (status === 2) markStarted();
      if (status <= 2) continue;
      markStarted();
      return outcomeOf(answer, limits);
    }
  }

  async function run(
    request: ExecutionRequest,
    limits: ExecutionLimits,
    hooks?: RunHooks,
  ): Promise<ExecutionOutcome> {
    if (closing.signal.aborted) {
      return { kind: "internal-error", message: "Judge0: the code runner has stopped" };
    }
    if (active >= maxConcurrent) {
      if (waiting.length >= maxWaiting) {
        log({ event: "judge0-busy", waiting: waiting.length }, "Judge0 queue full");
        return { kind: "internal-error", message: JUDGE0_BUSY };
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    active += 1;
    const signal = AbortSignal.any([
      closing.signal,
      AbortSignal.timeout(limits.wallMs + QUEUE_ALLOWANCE_MS),
    ]);
    try {
      if (closing.signal.aborted) throw new Error("the code runner has stopped");
      const found = await discover(signal);
      const languageId = found.languages.get(request.languageId);
      if (languageId === undefined) {
        return { kind: "unsupported", message: notExecutedMessage(request.languageId) };
      }
      return await judge(languageId, found.limits, request, limits, hooks, signal);
    } catch (error) {
      const reason = signal.aborted ? String(signal.reason?.message ?? signal.reason) : error;
      const message = (reason as Error).message ?? String(reason);
      if (!(error instanceof Judge0Refusal)) {
        log({ event: "judge0-failed", languageId: request.languageId, message }, "Judge0 failed");
      }
      return { kind: "internal-error", message: `Judge0: ${message}` };
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  }

  return {
    run,
    /** Runs on Judge0 now, and runs waiting for a place (the runner's queue). */
    stats: () => ({ active, waiting: waiting.length }),
    /** Ends the runs in progress (internal-error) and refuses new ones. */
    close: () => {
      closing.abort(new Error("the code runner has stopped"));
      for (const wake of waiting.splice(0)) wake();
    },
  };
}

/**
 * Judge0's statuses as the engine's outcomes: 3 accepted (4, wrong answer, needs an expected
 * output the engine never sends), 5 time limit, 6 compilation error, 7-12 runtime errors,
 * 13-14 Judge0's own failures.
 */
export function outcomeOf(answer: Judge0Answer, limits: ExecutionLimits): ExecutionOutcome {
  const id = answer.status?.id ?? 13;
  const message = unb64(answer.message) || answer.status?.description || "";
  if (id === 13 || id === 14 || id < 3 || id > 14) {
    return { kind: "internal-error", message: `Judge0: ${message || "internal error"}` };
  }
  const stdout = unb64(answer.stdout);
  const stderr = unb64(answer.stderr);
  const total = Buffer.byteLength(stdout) + Buffer.byteLength(stderr);
  const measured = {
    stdout: cut(stdout, limits.outputBytes),
    stderr: cut(stderr, Math.max(0, limits.outputBytes - Buffer.byteLength(stdout))),
    timeMs: Math.max(0, Math.round(Number(answer.time ?? 0) * 1000) || 0),
    memoryKb: Math.max(0, Number(answer.memory ?? 0) || 0),
  };
  if (total > limits.outputBytes) {
    return { kind: "output-limit", message: "Output limit exceeded", ...measured };
  }
  if (id === 3 || id === 4) return { kind: "ok", ...measured };
  if (id === 5) return { kind: "time-limit", message: "Time limit exceeded", ...measured };
  if (id === 6) {
    return { kind: "compile-error", message: unb64(answer.compile_output) || message, ...measured };
  }
  return { kind: "runtime-error", message: measured.stderr || message, ...measured };
}

function cut(text: string, bytes: number): string {
  if (Buffer.byteLength(text) <= bytes) return text;
  return Buffer.from(text)
    .subarray(0, bytes)
    .toString("utf8")
    .replace(/\uFFFD$/, "");
}
