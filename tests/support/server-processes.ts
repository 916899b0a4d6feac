import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { reportsOf } from "./processes";

const root = path.resolve(__dirname, "../..");

export interface ServerProcess {
  /** Where it listens (port 0: the port it bound, from its report). */
  url: string;
  /** Its metrics listener, when METRICS_PORT / PLATFORM_METRICS_PORT was given. */
  metricsUrl?: string;
  child: ChildProcess;
  /** Everything it printed. */
  output(): string;
  /** SIGKILL: a test's servers need no graceful stop. */
  stop(): void;
}

const COMMANDS = {
  // The compiled web server, as production runs it (npm run build).
  bff: {
    args: [path.join(root, "build/web-server/main.js")],
    port: "PORT",
    metrics: "METRICS_PORT",
  },
  // The platform through tsx's loader, one node process, as `npm start` runs it.
  platform: {
    args: ["--import", "tsx", path.join(root, "server/platform/main.ts")],
    port: "PLATFORM_PORT",
    metrics: "PLATFORM_METRICS_PORT",
  },
} as const;

/**
 * The BFF's web server or the reference platform as a process of its own on port 0 (and its
 * metrics listener on port 0 when `env` names one), once it has reported where it listens over
 * IPC (decision 064): no port is probed, so suites on one machine never race for one.
 */
export async function startServerProcess(
  service: keyof typeof COMMANDS,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const command = COMMANDS[service];
  if (service === "bff" && !existsSync(command.args[0]!)) {
    throw new Error("Run `npm run build` before the integration tests");
  }
  let output = "";
  const child = spawn(process.execPath, [...command.args], {
    cwd: root,
    env: { ...process.env, ...env, [command.port]: "0" },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  const reports = reportsOf(child);
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  try {
    const url = await reports.url("listening", service);
    const metricsUrl =
      env[command.metrics] === undefined
        ? undefined
        : await reports.url("metrics-listening", service);
    return { url, metricsUrl, child, output: () => output, stop };
  } catch (error) {
    stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
}

/**
 * GET /metrics of a server process, on a connection of its own, as a scraper does every 15 s or
 * so: a kept-alive one reused just as the listener drops it for idleness (5 s) fails.
 */
export function scrapeMetrics(server: Pick<ServerProcess, "metricsUrl">): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.metricsUrl}/metrics`, { agent: false }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          res.statusCode === 200 ? resolve(text) : reject(new Error(`/metrics: ${res.statusCode}`)),
        );
      })
      .on("error", reject);
  });
}
