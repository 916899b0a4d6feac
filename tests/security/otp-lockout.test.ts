import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "~server/platform/server";

/**
 * Security review (docs/security.md): OTP attempt counters and lockouts live in the database, so a restart of the
 * platform does not hand an attacker five fresh guesses, nor reset the requests-per-window limit.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), "otp-lockout-"));
let platform: RunningPlatform | undefined;
afterAll(async () => {
  await platform?.close();
  rmSync(dir, { recursive: true, force: true });
});

const start = () =>
  startPlatform({
    port: 0,
    host: "127.0.0.1",
    dataDir: dir,
    testMode: false,
    log: () => {},
    info: () => {},
  });

async function post(pathname: string, body: unknown) {
  const res = await fetch(`${platform!.url}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

it("five wrong passcodes lock the request, and a restart does not unlock it", async () => {
  platform = await start();
  const { body } = await post("/api/v1/auth/otp/request", { email: "lockout@example.com" });
  const requestId = body.requestId as string;
  for (let i = 0; i < 5; i++) {
    expect((await post("/api/v1/auth/otp/verify", { requestId, otp: "000000" })).status).toBe(422);
  }
  expect((await post("/api/v1/auth/otp/verify", { requestId, otp: "000000" })).status).toBe(429);
  await platform.close();
  platform = await start();
  const after = await post("/api/v1/auth/otp/verify", { requestId, otp: "000000" });
  expect(after.status).toBe(429);
  expect(after.body.errorMessage).toBe("Too many attempts. Request a new passcode.");
});

it("the requests-per-window limit also holds across a restart", async () => {
  platform ??= await start();
  const email = "window@example.com";
  for (let i = 0; i < 5; i++) {
    expect((await post("/api/v1/auth/otp/request", { email })).status).toBe(200);
  }
  await platform.close();
  platform = await start();
  expect((await post("/api/v1/auth/otp/request", { email })).status).toBe(429);
});
