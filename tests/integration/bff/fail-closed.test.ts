import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { waitUntil } from "../../support/wait";

/**
 * The compiled web server alone (what the image runs, decision 063) fails closed: without
 * UPSTREAM_URL it does not start, and a refused configuration is one JSON log line naming the
 * variables, no stack trace. An upstream time-out not below the shutdown's grace is warned of.
 */
const root = path.resolve(__dirname, "../../..");
const MAIN = path.join(root, "build/web-server/main.js");

function lines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Runs main.js with `env` (nothing of this process's environment but PATH) until it exits. */
function runMain(env: Record<string, string>) {
  if (!existsSync(MAIN)) throw new Error("Run `npm run build` before the integration tests");
  return spawnSync(process.execPath, [MAIN], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 30_000,
    killSignal: "SIGKILL",
  });
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the web server alone (build/web-server/main.js)", () => {
  it(
    "refuses to start without UPSTREAM_URL: one JSON line naming it, no stack",
    { timeout: 60_000 },
    () => {
      const run = runMain({ NODE_ENV: "production", SESSION_SECRET: "a-real-random-secret-1234" });
      expect(run.status).toBe(1);
      expect(run.stderr).toBe("");
      const logged = lines(run.stdout);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        level: "fatal",
        event: "boot-failed",
        variables: ["UPSTREAM_URL"],
      });
      expect(String(logged[0]?.msg)).toMatch(/^Invalid configuration.*UPSTREAM_URL/);
      expect(run.stdout).not.toMatch(/\n\s+at /);
    },
  );

  it("names every refused variable of production on that one line", { timeout: 60_000 }, () => {
    const run = runMain({ NODE_ENV: "production", UPSTREAM_URL: "https://api.example.test" });
    expect(run.status).toBe(1);
    const [line] = lines(run.stdout);
    expect(line).toMatchObject({ event: "boot-failed" });
    expect(line?.variables).toEqual(["SESSION_SECRET", "PAYMENT_PROVIDER"]);
  });

  it("warns when the upstream time-out is not below the shutdown's grace", async () => {
    const child = spawn(process.execPath, [MAIN], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "test",
        UPSTREAM_URL: `http://127.0.0.1:${await closedPort()}`,
        PORT: String(await closedPort()),
        UPSTREAM_TIMEOUT_MS: "9000",
        SHUTDOWN_GRACE_MS: "8000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += String(chunk)));
    try {
      await waitUntil(() => output.includes('"event":"listening"') || child.exitCode !== null);
    } finally {
      child.kill("SIGKILL");
    }
    const warning = lines(output).find((line) => line.event === "upstream-timeout-not-below-grace");
    expect(warning).toMatchObject({
      level: "warn",
      UPSTREAM_TIMEOUT_MS: 9000,
      SHUTDOWN_GRACE_MS: 8000,
    });
  }, 60_000);
});
