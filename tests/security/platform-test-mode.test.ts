import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parsePlatformEnv } from "~server/platform/config";
import { startPlatform, type RunningPlatform } from "~server/platform/server";

/**
 * Security review (docs/security.md): the platform's test endpoints (they read passcodes, expire tokens, move the
 * clock) are mounted only in test mode, and test mode is refused with NODE_ENV=production.
 */
const dirs: string[] = [];
const running: RunningPlatform[] = [];
afterAll(async () => {
  for (const platform of running) await platform.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "test-mode-"));
  dirs.push(dir);
  return dir;
}

describe("the platform's test mode", () => {
  it("is refused with NODE_ENV=production, naming the variable", () => {
    expect(
      parsePlatformEnv({
        NODE_ENV: "production",
        PLATFORM_TEST_MODE: "1",
        PAYMENT_GATEWAY_SECRET: "random-and-long-0123456789",
      }),
    ).toMatchObject({ ok: false, message: expect.stringMatching(/^Invalid PLATFORM_TEST_MODE:/) });
    expect(parsePlatformEnv({ NODE_ENV: "test", PLATFORM_TEST_MODE: "1" })).toMatchObject({
      ok: true,
      config: { testMode: true },
    });
  });

  it("cannot be started in production even when asked for in code", async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await expect(
        startPlatform({ port: 0, host: "127.0.0.1", dataDir: tempDir(), testMode: true }),
      ).rejects.toThrow(/test mode is refused/);
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it("without test mode, every /__test/* endpoint is 404", async () => {
    const platform = await startPlatform({
      port: 0,
      host: "127.0.0.1",
      dataDir: tempDir(),
      testMode: false,
      log: () => {},
      info: () => {},
    });
    running.push(platform);
    for (const endpoint of [
      "latest-otp",
      "reset",
      "expire-token",
      "advance-clock",
      "update-user",
      "behaviour",
      "last-request",
      "last-page-call",
      "orders",
      "tab-switches",
      "referral-captures",
    ]) {
      const res = await fetch(`${platform.url}/__test/${endpoint}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ identity: "learner@example.com" }),
      });
      expect(res.status, endpoint).toBe(404);
    }
  });
});
