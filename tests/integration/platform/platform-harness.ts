import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startPlatform, type PlatformOptions, type RunningPlatform } from "~server/platform/server";

/** A temp data dir per test file; removed by cleanup(). */
export function makeDataDir(): { dir: string; cleanup(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "platform-test-"));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export interface StartOptions {
  testMode?: boolean;
  devOtp?: boolean;
  /** A fake clock (ms). */
  now?: () => number;
  /** Receives the passcode log lines; silent by default. */
  info?: (line: string) => void;
  /** Whether passcodes are logged at all (production mode: never). */
  logPasscodes?: boolean;
  /** The development identity provider (on by default here: the tests take tokens with it). */
  devSignIn?: boolean;
  /** The assistant's knobs (token pace, code-assist delay, a model). */
  assistant?: PlatformOptions["assistant"];
  /** The sandbox shares' limits (visitors' total bytes, the sweep's period). */
  sandboxShares?: PlatformOptions["sandboxShares"];
  /** How long a start call is held for its verdict. */
  startAnswerWaitMs?: PlatformOptions["startAnswerWaitMs"];
  /** Where learners' code runs (workers by default). */
  execution?: PlatformOptions["execution"];
}

/** The payment gateway secret the platform verifies with in these tests. */
export const HARNESS_GATEWAY_SECRET = "test-gateway-secret";

/** The reference platform in this process, on a free port, silent. */
export function start(
  dataDir: string,
  options: boolean | StartOptions = true,
): Promise<RunningPlatform> {
  const o = typeof options === "boolean" ? { testMode: options } : options;
  return startPlatform({
    port: 0,
    host: "127.0.0.1",
    dataDir,
    testMode: o.testMode ?? true,
    devOtp: o.devOtp,
    devSignIn: o.devSignIn ?? true,
    paymentGatewaySecret: HARNESS_GATEWAY_SECRET,
    now: o.now,
    log: () => {},
    info: o.info ?? (() => {}),
    logPasscodes: o.logPasscodes,
    assistant: o.assistant,
    sandboxShares: o.sandboxShares,
    startAnswerWaitMs: o.startAnswerWaitMs,
    execution: o.execution,
  });
}

/**
 * A platform on EXECUTION_BACKEND=judge0 (not in test mode), on a free port, silent: several may
 * share one `dataDir`, as platform processes share a database (decisions 050, 054, 056).
 */
export function startOnJudge0(
  dataDir: string,
  judge0Url: string,
  tuning: Pick<PlatformOptions, "startAnswerWaitMs"> & {
    execution?: Omit<NonNullable<PlatformOptions["execution"]>, "backend" | "judge0Url">;
  },
): Promise<RunningPlatform> {
  return start(dataDir, {
    testMode: false,
    startAnswerWaitMs: tuning.startAnswerWaitMs,
    execution: { ...tuning.execution, backend: "judge0", judge0Url },
  });
}

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** POSTs a raw body (string) or a value sent as JSON; parses the answer when it is JSON. */
export async function post(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const res = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return answer(res);
}

export async function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  return answer(await fetch(base + path, { headers }));
}

async function answer(res: Response): Promise<JsonAnswer> {
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body, text };
}

export const postPage = (
  base: string,
  pageUri: unknown,
  context?: unknown,
  headers: Record<string, string> = {},
) =>
  post(base, "/api/v1/page", context === undefined ? { pageUri } : { pageUri, context }, headers);

/** Signs in through the development provider; returns the token. */
export async function devSignIn(base: string, email: string): Promise<string> {
  const res = await post(base, "/api/v1/auth/token-sign-in", {
    source: "test",
    provider: "dev",
    idToken: `dev:${email}`,
  });
  if (res.status !== 200) throw new Error(`dev sign-in ${email}: ${res.status} ${res.text}`);
  return (res.body as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
