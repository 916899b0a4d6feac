/**
 * `npm run contract:check -- URL [CODE_URL]`: probes an upstream with every catalogue entry it
 * can call safely (read-only calls), validates each 2xx answer with the entry's answer schema
 * (app/contract/calls.ts) and prints a table: entry, HTTP status, schema errors. Exits 1 on a
 * mismatch (an answer the schema refuses, or an error status from a read), 2 when the upstream
 * did not answer at all (refused, no such host, no answer in time: "unreachable", decision 063),
 * 0 otherwise.
 *
 * Calls that need a login run with a test account when CONTRACT_CHECK_EMAIL and
 * CONTRACT_CHECK_PASSWORD are given (the account's fixed passcode: otp/request then otp/verify),
 * or CONTRACT_CHECK_TOKEN (an auth token); without one they are listed as skipped. Nothing that
 * changes data is called: no order, enrolment, edit or code run (decision 050).
 */
import { request } from "undici";
import type { z } from "zod";
import { UPSTREAM_CALLS, callPath, type UpstreamCallName } from "~/contract/calls";

/** A read-only probe of one entry: the body it sends (the entry's own request schema checks it). */
interface Probe {
  entry: UpstreamCallName;
  /** Shown beside the entry name when an entry is probed more than once. */
  label?: string;
  body?: unknown;
  /** Query string (search takes its parameters there, spec 01 section 7.2). */
  query?: string;
  /** Run only with the test account. */
  signedIn?: boolean;
}

const PROBES: readonly Probe[] = [
  { entry: "health" },
  { entry: "page", label: "/", body: { pageUri: "/" } },
  { entry: "page", label: "/online-compiler", body: { pageUri: "/online-compiler" } },
  { entry: "search", body: {}, query: "?searchKey=python&category=courses" },
  { entry: "userInfo", signedIn: true },
  { entry: "userStatus", signedIn: true },
  { entry: "oauthConnections", signedIn: true },
  { entry: "page", label: "/ signed in", body: { pageUri: "/" }, signedIn: true },
  {
    entry: "submissionHistory",
    body: { problemId: "sum-of-two-numbers" },
    signedIn: true,
  },
];

export interface CheckRow {
  entry: string;
  /** "unreachable": no answer came (refused, no such host, time-out); nothing was checked. */
  status: number | "skipped" | "failed" | "unreachable";
  errors: string[];
}

/** Transport errors that mean the host did not answer at all (undici's and the system's codes). */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_SOCKET",
]);

/** The row of a call that threw: unreachable when no answer came, else a failure. */
function thrownRow(entry: string, error: unknown): CheckRow {
  const code = (error as { code?: string } | null)?.code;
  const message = (error as Error).message ?? String(error);
  if (code && UNREACHABLE_CODES.has(code)) {
    return { entry, status: "unreachable", errors: [`${code}: ${message}`] };
  }
  return { entry, status: "failed", errors: [message] };
}

export interface CheckOptions {
  url: string;
  /** The code-execution host (CODE_UPSTREAM_URL); the page host by default. */
  codeUrl?: string;
  email?: string;
  password?: string;
  token?: string;
  timeoutMs?: number;
}

async function send(
  url: string,
  method: "GET" | "POST",
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  const answer = await request(url, {
    method,
    headers: { accept: "application/json", ...headers, "content-type": "application/json" },
    body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  return { status: answer.statusCode, text: await answer.body.text() };
}

/** Every issue of a failed parse, as `path: message`. */
function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "(answer)"}: ${issue.message}`);
}

/** The test account's token: the given one, or a passcode sign-in with the fixed passcode. */
async function signIn(options: CheckOptions, timeoutMs: number): Promise<string | undefined> {
  if (options.token) return options.token;
  if (!options.email || !options.password) return undefined;
  const base = options.url.replace(/\/+$/, "");
  const asked = await send(
    base + UPSTREAM_CALLS.otpRequest.path,
    "POST",
    { email: options.email },
    {},
    timeoutMs,
  );
  const requestId = UPSTREAM_CALLS.otpRequest.answer.safeParse(JSON.parse(asked.text || "null"));
  if (asked.status !== 200 || !requestId.success) {
    throw new Error(`otp/request answered ${asked.status}`);
  }
  const verified = await send(
    base + UPSTREAM_CALLS.otpVerify.path,
    "POST",
    { requestId: requestId.data.requestId, otp: options.password },
    {},
    timeoutMs,
  );
  const login = UPSTREAM_CALLS.otpVerify.answer.safeParse(JSON.parse(verified.text || "null"));
  if (verified.status !== 200 || !login.success) {
    throw new Error(`otp/verify answered ${verified.status}`);
  }
  return login.data.token;
}

export async function checkContract(options: CheckOptions): Promise<CheckRow[]> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const page = options.url.replace(/\/+$/, "");
  const code = (options.codeUrl ?? options.url).replace(/\/+$/, "");
  const rows: CheckRow[] = [];
  let token: string | undefined;
  try {
    token = await signIn(options, timeoutMs);
  } catch (error) {
    rows.push(thrownRow("sign-in (test account)", error));
  }
  for (const probe of PROBES) {
    const entry = UPSTREAM_CALLS[probe.entry];
    const name = probe.label ? `${probe.entry} ${probe.label}` : probe.entry;
    if (probe.signedIn && !token) {
      rows.push({ entry: name, status: "skipped", errors: ["no test account given"] });
      continue;
    }
    const checked = entry.request.safeParse(probe.body);
    if (!checked.success) {
      rows.push({ entry: name, status: "failed", errors: issuesOf(checked.error) });
      continue;
    }
    const base = entry.host === "code" ? code : page;
    const headers: Record<string, string> = {};
    if (probe.signedIn && token) headers["auth-header"] = token;
    try {
      const url = `${base}${callPath(probe.entry)}${probe.query ?? ""}`;
      const answer = await send(url, entry.method, probe.body, headers, timeoutMs);
      if (answer.status < 200 || answer.status >= 300) {
        rows.push({ entry: name, status: answer.status, errors: [answer.text.slice(0, 200)] });
        continue;
      }
      let json: unknown;
      try {
        json = answer.text.trim() ? JSON.parse(answer.text) : undefined;
      } catch {
        rows.push({ entry: name, status: answer.status, errors: ["the answer is not JSON"] });
        continue;
      }
      const parsed = (entry.answer as z.ZodTypeAny).safeParse(json);
      rows.push({
        entry: name,
        status: answer.status,
        errors: parsed.success ? [] : issuesOf(parsed.error),
      });
    } catch (error) {
      rows.push(thrownRow(name, error));
    }
  }
  return rows;
}

/**
 * A row that is a mismatch: anything but a 2xx whose answer the schema took, a skip, or a host
 * that did not answer (nothing was compared: that is told apart).
 */
export const isMismatch = (row: CheckRow) =>
  row.status !== "skipped" &&
  row.status !== "unreachable" &&
  (typeof row.status !== "number" || row.errors.length > 0);

/** What the check says at its end: unreachable (exit 2), mismatches (exit 1), or none (0). */
export function verdictOf(rows: readonly CheckRow[], url: string): { text: string; code: number } {
  const unreachable = rows.filter((row) => row.status === "unreachable").length;
  const mismatches = rows.filter(isMismatch).length;
  const checked = rows.filter((row) => typeof row.status === "number").length;
  if (unreachable > 0 && checked === 0) {
    return {
      text: `The upstream at ${url} is unreachable (${rows.find((row) => row.status === "unreachable")?.errors[0]}): nothing was checked.`,
      code: 2,
    };
  }
  const parts: string[] = [];
  if (unreachable) parts.push(`${unreachable} call${unreachable === 1 ? "" : "s"} unreachable`);
  if (mismatches)
    parts.push(`${mismatches} mismatch${mismatches === 1 ? "" : "es"} with the contract`);
  if (parts.length === 0) return { text: "No mismatch.", code: 0 };
  return { text: `${parts.join(", ")}.`, code: mismatches ? 1 : 2 };
}

export function formatTable(rows: readonly CheckRow[]): string {
  const cells = rows.map((row) => [
    row.entry,
    String(row.status),
    row.status === "skipped" ? row.errors.join("; ") : row.errors.join("; ") || "none",
  ]);
  const header = ["entry", "status", "schema errors"];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((cell) => Math.min(cell[i]!.length, 80))),
  );
  const line = (cell: string[]) =>
    cell
      .map((value, i) => value.slice(0, 200).padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)].join("\n");
}

async function main(): Promise<void> {
  const [url, codeUrl] = process.argv.slice(2).filter((arg) => arg !== "--");
  if (!url || !/^https?:\/\//.test(url)) {
    console.error("Usage: npm run contract:check -- https://upstream.example [CODE_UPSTREAM_URL]");
    process.exit(2);
  }
  const rows = await checkContract({
    url,
    codeUrl,
    email: process.env.CONTRACT_CHECK_EMAIL || undefined,
    password: process.env.CONTRACT_CHECK_PASSWORD || undefined,
    token: process.env.CONTRACT_CHECK_TOKEN || undefined,
  });
  console.log(formatTable(rows));
  const verdict = verdictOf(rows, url);
  console.log(`\n${verdict.text}`);
  process.exit(verdict.code);
}

if (require.main === module) void main();
