import { fetch } from "undici";
import { notExecutedMessage } from "~/contract/code-values";
import type { ExecutionLimits, ExecutionOutcome, ExecutionRequest, RunHooks } from "./types";

/** Judge0 CE's language ids for the spec's languages the workers do not run. */
export const JUDGE0_LANGUAGES: Readonly<Record<string, number>> = {
  java13: 62,
  cppgcc9: 54,
  c: 50,
  go: 60,
  csharp: 51,
  r: 80,
  php: 68,
  kotlin: 78,
  swift: 83,
  scala: 81,
  prolog: 69,
  perl: 85,
  pandas: 71,
};

const POLL_MS = 250;
/** Judge0 queues runs of its own: a run may take this long beyond its wall time. */
const QUEUE_ALLOWANCE_MS = 30_000;
/** Judge0 runs beyond this many wait here, so that one learner's burst cannot flood it. */
const MAX_CONCURRENT = 4;
const FIELDS = "stdout,stderr,compile_output,message,status,time,memory";

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

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
const unb64 = (text: string | null | undefined) =>
  text ? Buffer.from(text, "base64").toString("utf8") : "";

/**
 * Runs the other languages on a Judge0 CE instance (JUDGE0_URL) through its documented API:
 * POST /submissions?base64_encoded=true&wait=false, then GET /submissions/{token} every
 * POLL_MS until the status leaves "In Queue" (1) and "Processing" (2). I/O only, so it runs on
 * the main thread, outside the worker pool, with a concurrency cap of its own.
 */
export function createJudge0Client(options: { url: string; token?: string; pollMs?: number }) {
  const base = options.url.replace(/\/+$/, "");
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.token) headers["x-auth-token"] = options.token;
  const closing = new AbortController();
  let active = 0;
  const waiting: (() => void)[] = [];

  const call = async (path: string, signal: AbortSignal, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    if (!response.ok) throw new Error(`Judge0 answered ${response.status}`);
    return (await response.json()) as Judge0Answer;
  };

  async function judge(
    languageId: number,
    request: ExecutionRequest,
    limits: ExecutionLimits,
    hooks: RunHooks | undefined,
    signal: AbortSignal,
  ): Promise<ExecutionOutcome> {
    const { token } = await call("/submissions?base64_encoded=true&wait=false", signal, {
      source_code: b64(request.sourceCode),
      language_id: languageId,
      stdin: b64(request.input),
      cpu_time_limit: Math.max(1, limits.wallMs / 1000),
      memory_limit: limits.memoryMb * 1024,
    });
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
      const answer = await call(path, signal);
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
    const languageId = JUDGE0_LANGUAGES[request.languageId];
    if (!languageId) {
      return { kind: "unsupported", message: notExecutedMessage(request.languageId) };
    }
    if (active >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    const signal = AbortSignal.any([
      closing.signal,
      AbortSignal.timeout(limits.wallMs + QUEUE_ALLOWANCE_MS),
    ]);
    try {
      if (closing.signal.aborted) throw new Error("the code runner has stopped");
      return await judge(languageId, request, limits, hooks, signal);
    } catch (error) {
      const reason = signal.aborted ? String(signal.reason?.message ?? signal.reason) : error;
      return { kind: "internal-error", message: `Judge0: ${(reason as Error).message ?? reason}` };
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  }

  return {
    run,
    /** Ends the runs in progress (internal-error) and refuses new ones. */
    close: () => closing.abort(new Error("the code runner has stopped")),
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
