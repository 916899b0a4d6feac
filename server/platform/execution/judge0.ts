import { request as undiciRequest } from "undici";
import type { ExecutionLimits, ExecutionOutcome, ExecutionRequest, RunHooks } from "./types";

/** Judge0 CE's language ids for the spec's languages the workers do not run. */
export const JUDGE0_LANGUAGES: Record<string, number> = {
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
/** Judge0 queues runs of its own: allow it this long beyond the run's wall time. */
const QUEUE_ALLOWANCE_MS = 30_000;
const MAX_CONCURRENT = 4;

interface Judge0Answer {
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
 * Runs the other languages on a Judge0 CE instance (JUDGE0_URL), through its documented API:
 * POST /submissions?base64_encoded=true&wait=false, then GET /submissions/{token} until the
 * status leaves "In Queue" (1) and "Processing" (2).
 */
export function createJudge0Client(options: { url: string; token?: string; pollMs?: number }) {
  const base = options.url.replace(/\/+$/, "");
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.token) headers["x-auth-token"] = options.token;
  let active = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (active >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
  };
  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };

  const call = async (
    path: string,
    method: "GET" | "POST",
    body?: unknown,
    signal?: AbortSignal,
  ) => {
    const res = await undiciRequest(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const text = await res.body.text();
    if (res.statusCode < 200 || res.statusCode >= 300)
      throw new Error(`Judge0 answered ${res.statusCode}`);
    return JSON.parse(text) as Judge0Answer & { token?: string };
  };

  async function run(
    request: ExecutionRequest,
    limits: ExecutionLimits,
    hooks?: RunHooks,
  ): Promise<ExecutionOutcome> {
    const languageId = JUDGE0_LANGUAGES[request.languageId];
    if (!languageId)
      return {
        kind: "unsupported",
        message: `${request.languageId} is not executed by Judge0 here`,
      };
    await acquire();
    const signal = AbortSignal.timeout(limits.wallMs + QUEUE_ALLOWANCE_MS);
    try {
      const created = await call(
        "/submissions?base64_encoded=true&wait=false",
        "POST",
        {
          source_code: b64(request.sourceCode),
          language_id: languageId,
          stdin: b64(request.input),
          cpu_time_limit: Math.max(1, limits.wallMs / 1000),
          memory_limit: limits.memoryMb * 1024,
        },
        signal,
      );
      if (!created.token) throw new Error("Judge0 gave no token");
      let started = false;
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? POLL_MS));
        const answer = await call(
          `/submissions/${encodeURIComponent(created.token)}?base64_encoded=true&fields=stdout,stderr,compile_output,message,status,time,memory`,
          "GET",
          undefined,
          signal,
        );
        const status = answer.status?.id ?? 0;
        if (status === 2 && !started) {
          started = true;
          hooks?.onStart?.();
        }
        if (status <= 2) continue;
        if (!started) hooks?.onStart?.();
        return outcomeOf(answer);
      }
    } catch (error) {
      return { kind: "internal-error", message: `Judge0: ${(error as Error).message}` };
    } finally {
      release();
    }
  }

  return { run };
}

/** Judge0's statuses as the engine's outcomes (3 accepted, 5 time limit, 6 compilation, 7-12 runtime). */
export function outcomeOf(answer: Judge0Answer): ExecutionOutcome {
  const measured = {
    stdout: unb64(answer.stdout),
    stderr: unb64(answer.stderr),
    timeMs: Math.round(Number(answer.time ?? 0) * 1000),
    memoryKb: answer.memory ?? 0,
  };
  const id = answer.status?.id ?? 13;
  const message = unb64(answer.message) || answer.status?.description || "";
  if (id === 3 || id === 4) return { kind: "ok", ...measured };
  if (id === 5) return { kind: "time-limit", message: "Time limit exceeded", ...measured };
  if (id === 6)
    return { kind: "compile-error", message: unb64(answer.compile_output) || message, ...measured };
  if (id >= 7 && id <= 12)
    return { kind: "runtime-error", message: measured.stderr || message, ...measured };
  return { kind: "internal-error", message: `Judge0: ${message || "internal error"}` };
}
