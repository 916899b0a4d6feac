/** What starts the reference platform (startPlatform's options) and the handle it returns. */
import type { Clock } from "./clock";
import type { AssistantConfig } from "./config";
import type { PageRepository } from "./db/pages";
import type { UserRepository } from "./db/users";
import type { SandboxShareLimits } from "./sandbox/service";
import type { SeedResult } from "./seed";
import type { UsersSeedResult } from "./seed/users";

export interface PlatformOptions {
  port: number;
  host: string;
  dataDir: string;
  /** Enables the /__test/* endpoints. */
  testMode: boolean;
  /** Passcode answers carry the code as devOtp (PLATFORM_DEV_OTP=1). */
  devOtp?: boolean;
  /**
   * The development identity provider (DEV_SIGN_IN=true): token sign-in with provider "dev" and
   * idToken "dev:{email}" signs in as anyone. Off unless asked for; never in production.
   */
  devSignIn?: boolean;
  /** Where unexpected errors are logged; the platform's JSON log (log.ts) by default. */
  log?: (line: string) => void;
  /**
   * Where passcodes and sign-in links are logged ("[platform] passcode for {identity}: {otp}",
   * "[platform] sign-in link for {identity}: {url}"); the JSON log by default.
   */
  info?: (line: string) => void;
  /** The site sign-in links open (SITE_ORIGIN, the BFF's public address); http://localhost:3000. */
  siteUrl?: string;
  /**
   * Whether passcodes (and whose they are) are logged at all: never in production mode (a log
   * is read by more people than the inbox); by default, outside production only.
   */
  logPasscodes?: boolean;
  /** The time source (ms); Date.now by default. Tests pass their own to cross expiry limits. */
  now?: Clock;
  /**
   * PAYMENT_GATEWAY_SECRET, verifies payment confirmations. Not given: a random one for this
   * process (no payment confirmation can pass), never a published default.
   */
  paymentGatewaySecret?: string;
  /** Base of uploaded files' addresses (PLATFORM_PUBLIC_URL); the platform's own url by default. */
  publicUrl?: string;
  /** The code runner (server/platform/execution): workers, and Judge0 for the other languages. */
  execution?: {
    workers?: number;
    judge0Url?: string;
    judge0Token?: string;
    /** EXECUTION_BACKEND: "judge0" sends every language there and keeps runs in the database. */
    backend?: "workers" | "judge0";
    /** Runtimes each worker loads at start, in the background (none by default; main.ts: python3). */
    warm?: readonly string[];
    /** Compiler runs per identity a minute, across processes (COMPILER_RUNS_PER_MINUTE; 0: none). */
    compilerRunsPerMinute?: number;
    /** On Judge0: after how long a silent process's runs are closed (OWNER_LOST_MS, decision 054). */
    runOwnerLostMs?: number;
  };
  /** PLATFORM_METRICS_PORT: Prometheus metrics on a listener of their own (unset: none; 0: any). */
  metricsPort?: number;
  /** PLATFORM_METRICS_HOST: the metrics listener's interface (127.0.0.1 by default). */
  metricsHost?: string;
  /**
   * How long a run's start call waits to answer the final `result` (PLATFORM_START_ANSWER_WAIT_MS;
   * START_ANSWER_WAIT_MS by default, 0: never, the client polls).
   */
  startAnswerWaitMs?: number;
  /** The AI assistant (server/platform/assistant): token pace, code-assist delay, a real model. */
  assistant?: Partial<AssistantConfig>;
  /** Sandbox shares: visitors' total bytes and expiry, the sweep's period (SANDBOX_SHARE_LIMITS). */
  sandboxShares?: Partial<SandboxShareLimits>;
}

export interface RunningPlatform {
  /** Base URL, e.g. http://127.0.0.1:3100 (the real port when started on port 0). */
  url: string;
  /** The metrics listener's base URL (GET /metrics), when metricsPort was given. */
  metricsUrl?: string;
  /** The page store, for tests and tools that run in the same process. */
  pages: PageRepository;
  /** The user store, likewise. */
  users: UserRepository;
  /** What this start did with the page seed: seeded (first start), reseeded or kept. */
  seed: SeedResult;
  /** What this start did with the user seed. */
  userSeed: UsersSeedResult;
  /** Stops accepting, drops open connections, closes the database. Safe to call twice. */
  close(): Promise<void>;
}
