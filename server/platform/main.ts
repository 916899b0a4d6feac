import { loadLocalSecrets } from "../shared/local-secrets";
import { reportListening } from "../shared/report-listening";
import { flushTracing, startTracing } from "../shared/tracing";
import { parsePlatformEnv } from "./config";
import { platformLog } from "./log";
import { startPlatform, type RunningPlatform } from "./server";

/** `tsx server/platform/main.ts`: the reference platform API as its own process. */
async function main() {
  // OpenTelemetry first, before the server exists (decision 054); off unless
  // OTEL_EXPORTER_OTLP_ENDPOINT is set.
  startTracing("platform");
  const parsed = parsePlatformEnv(process.env);
  if (!parsed.ok) {
    // A bad setting is one plain line on stderr, as the BFF's launcher prints its own.
    console.error(`[platform] ${parsed.message}`);
    process.exit(1);
  }
  const { config } = parsed;

  // Handlers go in before the "listening" line: whoever reads that line may signal at once.
  const running: { platform?: RunningPlatform } = {};
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    platformLog.info({ event: "shutdown", signal }, `[platform] ${signal}: shutting down`);
    // Never hang on shutdown: a stuck close still ends the process.
    setTimeout(() => process.exit(1), 5000).unref();
    (running.platform?.close() ?? Promise.resolve()).then(flushTracing).then(
      () => process.exit(0),
      (error: unknown) => {
        platformLog.error(
          { event: "shutdown-failed", err: error },
          `[platform] shutdown failed: ${String(error)}`,
        );
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  // The embedded default: a secret of this data directory when none was given (never production,
  // where parsePlatformEnv already refused that).
  const paymentGatewaySecret =
    config.paymentGatewaySecret ?? loadLocalSecrets(config.dataDir).paymentGatewaySecret;
  if (config.devSignIn) {
    platformLog.warn(
      { event: "dev-sign-in" },
      '[platform] WARNING: DEV_SIGN_IN is on: anyone can sign in as any user (provider "dev"). Development only.',
    );
  }
  const platform = await startPlatform({ ...config, paymentGatewaySecret });
  running.platform = platform;
  if (stopping) return void (await platform.close());
  const notes = [`data ${config.dataDir}`];
  if (platform.seed.action !== "kept")
    notes.push(`${platform.seed.action} ${platform.seed.pages} pages`);
  if (platform.userSeed.action !== "kept")
    notes.push(`${platform.userSeed.action} ${platform.userSeed.users} users`);
  if (config.testMode) notes.push("test mode");
  if (config.devOtp) notes.push("passcodes in answers");
  notes.push(`${config.execution.workers} code workers`);
  if (config.execution.backend === "judge0") notes.push("every language on Judge0");
  if (config.execution.judge0Url) notes.push(`Judge0 at ${config.execution.judge0Url}`);
  if (config.devSignIn) notes.push("DEV SIGN-IN ON");
  platformLog.info(
    { event: "listening", url: platform.url, metricsUrl: platform.metricsUrl },
    `[platform] listening on ${platform.url} (${notes.join(", ")})`,
  );
  // PLATFORM_PORT=0: a parent with an IPC channel (the launcher, tests) learns the ports bound.
  if (platform.metricsUrl) {
    reportListening({ event: "metrics-listening", service: "platform", url: platform.metricsUrl });
  }
  reportListening({ event: "listening", service: "platform", url: platform.url });
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[platform] failed to start: ${message}`);
  process.exit(1);
});
