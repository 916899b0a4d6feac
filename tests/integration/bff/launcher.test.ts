import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../../..");

function launch(env: Record<string, string>) {
  return spawnSync(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "server/start.ts")],
    { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", timeout: 30_000 },
  );
}

describe("npm start with a bad configuration", () => {
  it("stops before starting anything, naming the variable", () => {
    const run = launch({ UPSTREAM_TIMEOUT_MS: "soon", PLATFORM_PORT: "3999" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Invalid configuration, the server will not start");
    expect(run.stderr).toContain("UPSTREAM_TIMEOUT_MS");
    expect(run.stdout).not.toContain("[platform] listening");
  });

  it("refuses a real upstream without a session secret in production", () => {
    const run = launch({
      UPSTREAM_URL: "https://api.example.test",
      SESSION_SECRET: "",
      NODE_ENV: "production",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("SESSION_SECRET");
  });

  it("names a launcher setting that is not a port", () => {
    const run = launch({ PLATFORM_PORT: "http" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("PLATFORM_PORT");
  });
});
