/**
 * What the web server checks of its settings at boot (decision 063), apart from the build's own
 * parse (server/bff/env.server.ts): how a refused configuration is told, and a warning for an
 * upstream time-out that the shutdown's grace cuts short.
 */

/** The upstream time-out when UPSTREAM_TIMEOUT_MS is unset (server/bff/env.server.ts). */
const DEFAULT_UPSTREAM_TIMEOUT_MS = 7_000;

export interface ConfigurationFailure {
  variables: string[];
  /** One line: the variables and what is wrong with each. */
  message: string;
}

/**
 * The build's refusal of the configuration (a ConfigurationError, thrown while it loads), as one
 * log line's parts; undefined for any other error (a bug: its stack is worth seeing). Told by its
 * name: the build's class is not this bundle's.
 */
export function configurationFailure(error: unknown): ConfigurationFailure | undefined {
  if (!(error instanceof Error) || error.name !== "ConfigurationError") return undefined;
  const raw = (error as Error & { variables?: unknown }).variables;
  const variables = Array.isArray(raw) ? raw.map(String) : [];
  const message = error.message
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" ");
  return { variables, message };
}

/**
 * A warning when the upstream time-out is not below the shutdown's grace: a request accepted at
 * the end of the drain could then still wait on upstream when the grace ends, and get the
 * restart page instead of its answer (decision 049). Undefined when it is below.
 */
export function upstreamTimeoutWarning(
  env: NodeJS.ProcessEnv,
  graceMs: number,
): { UPSTREAM_TIMEOUT_MS: number; SHUTDOWN_GRACE_MS: number } | undefined {
  const raw = env.UPSTREAM_TIMEOUT_MS;
  const timeoutMs = raw && Number.isFinite(Number(raw)) ? Number(raw) : DEFAULT_UPSTREAM_TIMEOUT_MS;
  return timeoutMs >= graceMs
    ? { UPSTREAM_TIMEOUT_MS: timeoutMs, SHUTDOWN_GRACE_MS: graceMs }
    : undefined;
}
