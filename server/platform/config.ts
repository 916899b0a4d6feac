import path from "node:path";
import { z } from "zod";
import { START_ANSWER_WAIT_MS } from "~/contract/code-values";

/** Environment of the reference platform API; every value has a default so `npm run platform` just works. */
const envSchema = z.object({
  PLATFORM_PORT: z
    .string()
    .regex(/^\d{1,5}$/, "must be a port number 0-65535")
    .transform(Number)
    .refine((port) => port <= 65535, "must be a port number 0-65535")
    .default("3100"),
  PLATFORM_HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./.data"),
  PLATFORM_TEST_MODE: z.enum(["0", "1", ""], { message: 'must be "1" or "0"' }).default("0"),
  PLATFORM_DEV_OTP: z.enum(["0", "1", ""], { message: 'must be "1" or "0"' }).default("0"),
  /** The development identity provider (sign in as anyone); the BFF's /email-login uses it. */
  DEV_SIGN_IN: z
    .enum(["true", "false", "1", "0"], { message: 'must be "true" or "false"' })
    .default("false"),
  // Shared with the BFF's test gateway. No default: `npm start` passes the one it generated, and
  // `npm run platform` alone generates one in DATA_DIR (server/shared/local-secrets.ts).
  PAYMENT_GATEWAY_SECRET: z.string().min(1, "must not be empty").optional(),
  /** Worker threads that run learners' code (server/platform/execution). */
  PLATFORM_CODE_WORKERS: z
    .string()
    .regex(/^\d{1,2}$/, "must be a number of workers, 1-16")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 16, "must be a number of workers, 1-16")
    .default("2"),
  /** A Judge0 CE instance for the languages the platform does not run itself. */
  JUDGE0_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, "must be an http(s) address, e.g. http://localhost:2358")
    .optional(),
  JUDGE0_AUTH_TOKEN: z.string().min(1).optional(),
  /** "judge0": every language runs on JUDGE0_URL and runs live in the database (decision 050). */
  EXECUTION_BACKEND: z
    .enum(["workers", "judge0"], { message: 'must be "workers" or "judge0"' })
    .default("workers"),
  /** Prometheus metrics of the platform on a listener of their own (unset: none). */
  PLATFORM_METRICS_PORT: z
    .string()
    .regex(/^\d{1,5}$/, "must be a port number 0-65535")
    .transform(Number)
    .refine((port) => port <= 65535, "must be a port number 0-65535")
    .optional(),
  /** The product's address (the BFF's, shared with it): where sign-in links lead (issue 41). */
  SITE_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+\/?$/, "must be an http(s) origin, e.g. https://learn.example.com")
    .optional(),
  /** Its interface: loopback unless a scraper on another host or container must reach it. */
  PLATFORM_METRICS_HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
  PLATFORM_PUBLIC_URL: z
    .string()
    .regex(
      /^https?:\/\/[^\s/?#]+$/,
      "must be an http(s) origin without a path, e.g. http://localhost:3100",
    )
    .optional(),
  /** A fixed delay between the assistant's streamed tokens (0 in tests); unset: 20-40 ms. */
  PLATFORM_ASSISTANT_TOKEN_MS: z
    .string()
    .regex(/^\d{1,5}$/, "must be a number of milliseconds, 0-10000")
    .transform(Number)
    .refine((ms) => ms <= 10_000, "must be a number of milliseconds, 0-10000")
    .optional(),
  /**
   * How long a start call waits for its run to finish, to answer the final `result` (0: never,
   * the client polls; docs/contract.md "A result in the start answer").
   */
  PLATFORM_START_ANSWER_WAIT_MS: z
    .string()
    .regex(/^\d{1,5}$/, "must be a number of milliseconds, 0-10000")
    .transform(Number)
    .refine((ms) => ms <= 10_000, "must be a number of milliseconds, 0-10000")
    .default(String(START_ANSWER_WAIT_MS)),
  /**
   * The runtimes every code worker loads when the platform starts, in the background (comma
   * separated language ids; "none": none), so that the first Run does not pay the load.
   */
  PLATFORM_WARM_RUNTIMES: z
    .string()
    .regex(/^(none|[a-z0-9]+(,[a-z0-9]+)*)$/, 'must be language ids joined by commas, or "none"')
    .default("python3,php"),
  /** How long a code-assistant request takes to complete (0 in tests). */
  PLATFORM_CODE_ASSIST_MS: z
    .string()
    .regex(/^\d{1,6}$/, "must be a number of milliseconds, 0-600000")
    .transform(Number)
    .refine((ms) => ms <= 600_000, "must be a number of milliseconds, 0-600000")
    .default("600"),
  /** An OpenAI-compatible API (…/v1): the assistant's stream then relays a real model. */
  ASSISTANT_OPENAI_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, "must be an http(s) address, e.g. https://api.openai.com/v1")
    .optional(),
  ASSISTANT_OPENAI_API_KEY: z.string().min(1).optional(),
  ASSISTANT_OPENAI_MODEL: z.string().trim().min(1).max(200).default("gpt-4o-mini"),
});

/** The AI assistant's knobs (server/platform/assistant). */
export interface AssistantConfig {
  /** PLATFORM_ASSISTANT_TOKEN_MS; undefined: the deterministic 20-40 ms pattern. */
  tokenMs?: number;
  /** PLATFORM_CODE_ASSIST_MS: a code-assistant request completes this long after it starts. */
  codeAssistMs: number;
  /** ASSISTANT_OPENAI_*: relay a real model instead of the deterministic tutor. */
  openai?: { baseUrl: string; apiKey?: string; model: string };
}

export interface PlatformConfig {
  port: number;
  host: string;
  dataDir: string;
  testMode: boolean;
  /** Passcode answers carry the code as devOtp (PLATFORM_DEV_OTP=1). */
  devOtp: boolean;
  /** Passcodes are logged (with their email or phone): outside NODE_ENV=production only. */
  logPasscodes: boolean;
  /** The development identity provider (DEV_SIGN_IN=true); refused with NODE_ENV=production. */
  devSignIn: boolean;
  /** Verifies payment confirmations (PAYMENT_GATEWAY_SECRET); undefined: the data dir's own. */
  paymentGatewaySecret?: string;
  /** Base of uploaded files' addresses (PLATFORM_PUBLIC_URL); undefined: the platform's own. */
  publicUrl?: string;
  /** Where sign-in links lead (SITE_ORIGIN); undefined: http://localhost:3000. */
  siteUrl?: string;
  /** The code runner: PLATFORM_CODE_WORKERS, JUDGE0_URL, JUDGE0_AUTH_TOKEN, EXECUTION_BACKEND, PLATFORM_WARM_RUNTIMES. */
  execution: {
    workers: number;
    judge0Url?: string;
    judge0Token?: string;
    backend: "workers" | "judge0";
    warm: string[];
  };
  /** PLATFORM_METRICS_PORT. */
  metricsPort?: number;
  /** PLATFORM_METRICS_HOST. */
  metricsHost: string;
  /** PLATFORM_START_ANSWER_WAIT_MS: how long a start call waits to answer the final result. */
  startAnswerWaitMs: number;
  assistant: AssistantConfig;
}

export type ConfigResult = { ok: true; config: PlatformConfig } | { ok: false; message: string };

/** Parses the environment; a bad value yields one line naming the variable and what is wrong. */
export function parsePlatformEnv(env: NodeJS.ProcessEnv): ConfigResult {
  // An empty variable counts as unset, as shells and .env files often leave them empty.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const value = present[name];
    return { ok: false, message: `Invalid ${name}=${JSON.stringify(value)}: ${issue?.message}` };
  }
  const e = parsed.data;
  const devSignIn = e.DEV_SIGN_IN === "true" || e.DEV_SIGN_IN === "1";
  if (e.EXECUTION_BACKEND === "judge0" && !e.JUDGE0_URL) {
    return {
      ok: false,
      message: "Missing JUDGE0_URL: required with EXECUTION_BACKEND=judge0 (a Judge0 CE address)",
    };
  }
  if (env.NODE_ENV === "production") {
    // docs/security.md: production has no test endpoints, no sign-in-as-anyone and no secret
    // it did not get.
    if (e.PLATFORM_TEST_MODE === "1") {
      return {
        ok: false,
        message:
          "Invalid PLATFORM_TEST_MODE: refused with NODE_ENV=production (the /__test/* endpoints read passcodes and move the clock)",
      };
    }
    if (devSignIn) {
      return {
        ok: false,
        message:
          "Invalid DEV_SIGN_IN: refused with NODE_ENV=production (the development identity provider signs in as anyone)",
      };
    }
    if (!e.PAYMENT_GATEWAY_SECRET || e.PAYMENT_GATEWAY_SECRET === "test-gateway-secret") {
      return {
        ok: false,
        message:
          "Missing PAYMENT_GATEWAY_SECRET: required with NODE_ENV=production (a random value)",
      };
    }
  }
  return {
    ok: true,
    config: {
      port: e.PLATFORM_PORT,
      host: e.PLATFORM_HOST,
      dataDir: path.resolve(e.DATA_DIR),
      testMode: e.PLATFORM_TEST_MODE === "1",
      devOtp: e.PLATFORM_DEV_OTP === "1",
      logPasscodes: env.NODE_ENV !== "production",
      devSignIn,
      paymentGatewaySecret: e.PAYMENT_GATEWAY_SECRET,
      publicUrl: e.PLATFORM_PUBLIC_URL,
      siteUrl: e.SITE_ORIGIN?.replace(/\/+$/, ""),
      execution: {
        workers: e.PLATFORM_CODE_WORKERS,
        judge0Url: e.JUDGE0_URL?.replace(/\/+$/, ""),
        judge0Token: e.JUDGE0_AUTH_TOKEN,
        backend: e.EXECUTION_BACKEND,
        warm: e.PLATFORM_WARM_RUNTIMES === "none" ? [] : e.PLATFORM_WARM_RUNTIMES.split(","),
      },
      metricsPort: e.PLATFORM_METRICS_PORT,
      metricsHost: e.PLATFORM_METRICS_HOST,
      startAnswerWaitMs: e.PLATFORM_START_ANSWER_WAIT_MS,
      assistant: {
        tokenMs: e.PLATFORM_ASSISTANT_TOKEN_MS,
        codeAssistMs: e.PLATFORM_CODE_ASSIST_MS,
        openai: e.ASSISTANT_OPENAI_BASE_URL
          ? {
              baseUrl: e.ASSISTANT_OPENAI_BASE_URL.replace(/\/+$/, ""),
              apiKey: e.ASSISTANT_OPENAI_API_KEY,
              model: e.ASSISTANT_OPENAI_MODEL,
            }
          : undefined,
      },
    },
  };
}
