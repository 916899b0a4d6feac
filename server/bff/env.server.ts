import { ASSISTANT_ADMISSION, ASSISTANT_TIMING } from "~/contract/assistant-values";
import { DEFAULT_BODY_IDLE_TIMEOUT_MS } from "../shared/bounded-body";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { LOG_LEVELS } from "../shared/logger";

const boolFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const urlWithoutTrailingSlash = z
  .string()
  .url()
  .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
  .transform((v) => v.replace(/\/+$/, ""));

/**
 * Every setting the BFF reads, parsed once at boot. A bad value stops the start with a message
 * naming the variable (see formatEnvError), never a stack trace later on the first request.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  // 0: any free port, reported to a parent with an IPC channel (tests, decision 064).
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Read by server/shared/logger.ts; checked here so that a wrong value stops the boot.
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  UPSTREAM_URL: urlWithoutTrailingSlash,
  /** Spec 01 section 7: the second host, of the code-execution calls; unset: UPSTREAM_URL. */
  CODE_UPSTREAM_URL: z.union([urlWithoutTrailingSlash, z.literal("")]).default(""),
  /** Below the web server's shutdown grace (8 s, docs/decisions/049). */
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(7_000),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().min(1).max(1024).default(64),
  /**
   * Connections of the streams' own pool (the assistant, the interview): a reply holds one for
   * its whole length, so streams never queue the page calls behind them.
   */
  UPSTREAM_STREAM_CONNECTIONS: z.coerce.number().int().min(1).max(10_000).default(1024),
  /** The AI assistant's stream: silence (ms) from upstream that ends it with the error event. */
  ASSISTANT_STALL_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(300_000)
    .default(ASSISTANT_TIMING.stallMs),
  /** A comment line to the browser after this much upstream silence (ms). */
  ASSISTANT_HEARTBEAT_MS: z.coerce
    .number()
    .int()
    .min(20)
    .max(120_000)
    .default(ASSISTANT_TIMING.heartbeatMs),
  /** The assistant's open streams per user; more are refused 429 (decision 036). */
  ASSISTANT_STREAMS_PER_USER: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(ASSISTANT_ADMISSION.streamsPerUser),
  /** The assistant's stream starts per user in any minute; more are refused 429. */
  ASSISTANT_STARTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(ASSISTANT_ADMISSION.startsPerMinute),
  /** Longest silence (ms) between two chunks of a request body before it is refused (408). */
  BODY_IDLE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(120_000)
    .default(DEFAULT_BODY_IDLE_TIMEOUT_MS),
  /** Comma-separated; the first signs, all verify (rotation). */
  SESSION_SECRET: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  SITE_ORIGIN: urlWithoutTrailingSlash.default("http://localhost:3000"),
  STATIC_IMAGE_HOST: z.union([urlWithoutTrailingSlash, z.literal("")]).default(""),
  IMAGE_RESIZER_URL: z.union([urlWithoutTrailingSlash, z.literal("")]).default(""),
  BLOG_URL: urlWithoutTrailingSlash.default("https://blog.example.com"),
  ENABLE_WIDGET_GALLERY: boolFlag,
  /** Send Server-Timing headers (upstream durations); off by default. */
  SERVER_TIMING: boolFlag,
  /** Write tracking events to the browser console; without it no event goes anywhere. */
  TRACKING_CONSOLE: boolFlag,
  /** Only when a trusted proxy sets X-Forwarded-For may it name the client address. */
  TRUST_PROXY: boolFlag,
  /** Secure flag of the session and CSRF cookies; unset: on in production, off otherwise. */
  COOKIE_SECURE: z.enum(["true", "false", "1", "0"]).optional(),
  /**
   * The human check (decision 061). "altcha": a self-hosted proof of work, asked on the login
   * only when a limit shared with others calls for it; "test": a checkbox on every form of a
   * captcha action; "off": none (past a shared limit the login offers the sign-in link only).
   * Unset: "altcha" in production, "off" otherwise.
   */
  CAPTCHA_PROVIDER: z.enum(["off", "test", "altcha"]).optional(),
  /** ALTCHA's difficulty: the challenge's number is below this (the browser tries half on average). */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1_000).max(10_000_000).default(100_000),
  /** Shows the upstream's devOtp on the login panel (development only). */
  SHOW_DEV_OTP: boolFlag,
  /** Enables /email-login (token sign-in with the development identity provider). */
  DEV_SIGN_IN: boolFlag,
  /**
   * Passcode requests (and resends) one requester (address and browser) may make per email or
   * phone per 15 minutes; everyone together 4 times this, then only with the human check
   * (decision 034). Verifications: twice this per email or phone.
   */
  AUTH_RATE_LIMIT_PER_IDENTITY: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Passcode requests per client address per 15 minutes; verifications: twice this. */
  AUTH_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** The payment step (docs/decisions/006): the local test gateway, or a hosted card checkout. */
  PAYMENT_PROVIDER: z.enum(["test-gateway", "hosted-card"]).default("test-gateway"),
  /**
   * The test gateway signs with it and the platform verifies with it (no default: `npm start`
   * generates one for the bundled platform). A real provider's secret lives upstream, never here.
   */
  PAYMENT_GATEWAY_SECRET: z.string().default(""),
  /** Production refuses the test gateway (free orders) unless this says it is meant (a demo). */
  ALLOW_TEST_PAYMENTS: boolFlag,
  /** hosted-card: the provider's checkout script (https) and the public key id it is opened with. */
  PAYMENT_SCRIPT_URL: z.union([z.string().url(), z.literal("")]).default(""),
  PAYMENT_KEY_ID: z.string().trim().max(200).default(""),
  /**
   * The page-answer cache (docs/decisions/018, 060): visitors' upstream page answers kept for
   * their cacheInfo.TTL, and the document cache's HTML kept beside them. "revalidate" (decision
   * 027): upstream is asked on every request, and what was made of an answer (its parse, its
   * HTML) is reused while upstream answers word for word the same. Unset: on, except under
   * NODE_ENV=test. Formerly PAGE_CACHE (still accepted, FORMER_NAMES).
   */
  PAGE_ANSWER_CACHE: z.enum(["on", "revalidate", "off"]).optional(),
  /** Size cap of the in-process page-answer cache: entries, and megabytes of upstream JSON. */
  PAGE_ANSWER_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  PAGE_ANSWER_CACHE_MAX_MB: z.coerce.number().min(1).max(16_384).default(64),
  /** How long (s) past its TTL a stale answer may still be served once; unset: the TTL again. */
  PAGE_ANSWER_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  /**
   * Redis for what several instances share (docs/decisions/021): login rate limits, revoked
   * sessions and the page-answer cache's invalidations. Unset: each instance keeps them in process.
   */
  REDIS_URL: z.union([z.string().url(), z.literal("")]).default(""),
  /**
   * OAuth connections (docs/decisions/019): the reference platform plays both providers
   * (test mode only), or the providers' public client ids; the origin registered with them
   * (default: the request's). The client secrets live upstream, which exchanges the code.
   */
  OAUTH_TEST_PROVIDER: boolFlag,
  DISCORD_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{0,100}$/, "letters, digits, _ . - only")
    .default(""),
  GITHUB_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{0,100}$/, "letters, digits, _ . - only")
    .default(""),
  OAUTH_REDIRECT_ORIGIN: z
    .union([z.string().regex(/^https?:\/\/[^/?#\s]+$/, "an origin, no path"), z.literal("")])
    .default(""),
});

export type Env = Omit<z.infer<typeof envSchema>, "CAPTCHA_PROVIDER"> & {
  /** CAPTCHA_PROVIDER resolved: as set; unset, "altcha" in production, else "off". */
  CAPTCHA_PROVIDER: "off" | "test" | "altcha";
  sessionSecrets: string[];
  cookieSecure: boolean;
  /** PAGE_ANSWER_CACHE resolved: as set; unset, "on" ("off" under NODE_ENV=test). */
  pageAnswerCache: "on" | "revalidate" | "off";
};

/** hosted-card needs its script (an https address) and its key; anything else stops the start. */
function paymentIssues(env: z.infer<typeof envSchema>): string[] {
  if (env.PAYMENT_PROVIDER !== "hosted-card") return [];
  const issues: string[] = [];
  if (!env.PAYMENT_SCRIPT_URL) {
    issues.push("  PAYMENT_SCRIPT_URL: required when PAYMENT_PROVIDER is hosted-card");
  } else if (!/^https:\/\//.test(env.PAYMENT_SCRIPT_URL) && env.NODE_ENV === "production") {
    issues.push("  PAYMENT_SCRIPT_URL: must start with https:// in production");
  } else if (!/^https?:\/\//.test(env.PAYMENT_SCRIPT_URL)) {
    issues.push("  PAYMENT_SCRIPT_URL: must start with http:// or https://");
  }
  if (!env.PAYMENT_KEY_ID) {
    issues.push("  PAYMENT_KEY_ID: required when PAYMENT_PROVIDER is hosted-card");
  }
  return issues;
}

export function formatEnvError(error: z.ZodError, formerly: Record<string, string> = {}): string {
  return configurationText(issueLines(error, formerly));
}

function issueLines(error: z.ZodError, formerly: Record<string, string> = {}): string[] {
  return error.issues.map((i) => {
    const name = i.path.join(".");
    return `  ${formerly[name] ?? (name || "(env)")}: ${i.message}`;
  });
}

function configurationText(lines: string[]): string {
  return `Invalid configuration, the server will not start:\n${lines.join("\n")}`;
}

/**
 * Settings renamed for what they are (docs/decisions/060), by their former names: a former name
 * set alone still counts, so a deployment that sets PAGE_CACHE keeps working; the new name wins
 * when both are set.
 */
const FORMER_NAMES: Readonly<Record<string, string>> = {
  PAGE_ANSWER_CACHE: "PAGE_CACHE",
  PAGE_ANSWER_CACHE_MAX_ENTRIES: "PAGE_CACHE_MAX_ENTRIES",
  PAGE_ANSWER_CACHE_MAX_MB: "PAGE_CACHE_MAX_MB",
  PAGE_ANSWER_CACHE_STALE_SECONDS: "PAGE_CACHE_STALE_SECONDS",
};

/** The environment with former names read as the new ones, and which new name came from which. */
function underNewNames(source: Record<string, string | undefined>) {
  const named = { ...source };
  const formerly: Record<string, string> = {};
  for (const [name, former] of Object.entries(FORMER_NAMES)) {
    if (named[name] === undefined && named[former] !== undefined) {
      named[name] = named[former];
      formerly[name] = former;
    }
  }
  return { named, formerly };
}

/**
 * A configuration the server refuses to start with: the message names every variable (one line
 * each, as the launcher prints it), `variables` lists them (the web server logs them as one JSON
 * line, never a stack trace).
 */
export class ConfigurationError extends Error {
  override readonly name = "ConfigurationError";
  readonly variables: string[];

  constructor(lines: string[]) {
    super(configurationText(lines));
    this.variables = [...new Set(lines.map((line) => /^\s*([^:]+):/.exec(line)?.[1] ?? "(env)"))];
  }
}

/**
 * Secrets that stand in public text (this repository's history, docs, examples): production
 * refuses them as if they were missing.
 */
export const PUBLIC_SECRETS: ReadonlySet<string> = new Set([
  "dev-only-session-secret-change-me",
  "test-gateway-secret",
  "secret",
  "changeme",
  "change-me",
]);

function refuse(lines: string[]): never {
  throw new ConfigurationError(lines);
}

/** A per-process random secret for development and tests that gave none (never production). */
function ephemeralSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Production rules (docs/security.md): every secret given and not a public one, no test
 * gateway unless asked for, no development sign-in.
 */
function productionIssues(env: z.infer<typeof envSchema>): string[] {
  if (env.NODE_ENV !== "production") return [];
  const issues: string[] = [];
  if (env.SESSION_SECRET.length === 0) {
    issues.push("  SESSION_SECRET: required in production (comma-separated list, newest first)");
  } else if (env.SESSION_SECRET.some((secret) => PUBLIC_SECRETS.has(secret))) {
    issues.push("  SESSION_SECRET: a published default value; give a random secret");
  }
  if (env.PAYMENT_PROVIDER === "test-gateway") {
    if (!env.ALLOW_TEST_PAYMENTS) {
      issues.push(
        "  PAYMENT_PROVIDER: the test gateway takes no money and is refused in production (set PAYMENT_PROVIDER=hosted-card, or ALLOW_TEST_PAYMENTS=true for a demo)",
      );
    } else if (!env.PAYMENT_GATEWAY_SECRET) {
      issues.push("  PAYMENT_GATEWAY_SECRET: required in production with the test gateway");
    } else if (PUBLIC_SECRETS.has(env.PAYMENT_GATEWAY_SECRET)) {
      issues.push("  PAYMENT_GATEWAY_SECRET: a published default value; give a random secret");
    }
  }
  if (env.DEV_SIGN_IN) {
    issues.push(
      "  DEV_SIGN_IN: refused in production (the development identity provider signs in as anyone)",
    );
  }
  return issues;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const { named, formerly } = underNewNames(source);
  const parsed = envSchema.safeParse(named);
  // A bad value is named as it was set: PAGE_CACHE when that is the name in use.
  if (!parsed.success) refuse(issueLines(parsed.error, formerly));
  const env = parsed.data;
  const issues = [...paymentIssues(env), ...productionIssues(env)];
  if (issues.length) refuse(issues);
  // Outside production a missing secret is made up for this process: sessions end on restart,
  // and no secret that anyone could read in this repository ever signs anything.
  if (env.SESSION_SECRET.length === 0) env.SESSION_SECRET = [ephemeralSecret()];
  if (!env.PAYMENT_GATEWAY_SECRET) env.PAYMENT_GATEWAY_SECRET = ephemeralSecret();
  const cookieSecure =
    env.COOKIE_SECURE === undefined
      ? env.NODE_ENV === "production"
      : env.COOKIE_SECURE === "true" || env.COOKIE_SECURE === "1";
  if (!env.CODE_UPSTREAM_URL) env.CODE_UPSTREAM_URL = env.UPSTREAM_URL;
  const pageAnswerCache = env.PAGE_ANSWER_CACHE ?? (env.NODE_ENV === "test" ? "off" : "on");
  const captcha = env.CAPTCHA_PROVIDER ?? (env.NODE_ENV === "production" ? "altcha" : "off");
  return {
    ...env,
    CAPTCHA_PROVIDER: captcha,
    sessionSecrets: env.SESSION_SECRET,
    cookieSecure,
    pageAnswerCache,
  };
}

let cached: Env | undefined;

/** The parsed environment of this process (parsed on first use, i.e. at server start). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
