import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~server/bff/env.server";
import { parsePlatformEnv } from "~server/platform/config";
import { loadLocalSecrets, LOCAL_SECRETS_FILE } from "~server/shared/local-secrets";

/**
 * Security review (docs/security.md), findings 3 and 4: free orders and forgeable sessions in production. Before the fix
 * the BFF defaulted to the test gateway with the public secret "test-gateway-secret", and signed
 * sessions with "dev-only-session-secret-change-me" whenever SESSION_SECRET was missing.
 */
const root = path.resolve(__dirname, "../..");
const PRODUCTION: Record<string, string> = {
  NODE_ENV: "production",
  UPSTREAM_URL: "https://api.example.com",
  SESSION_SECRET: "a-long-random-session-secret-for-this-test",
};
const HOSTED = {
  PAYMENT_PROVIDER: "hosted-card",
  PAYMENT_SCRIPT_URL: "https://checkout.provider.test/v1/checkout.js",
  PAYMENT_KEY_ID: "key_1",
};

function refusal(env: Record<string, string>): string {
  try {
    parseEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  return "";
}

describe("the BFF refuses to boot in production without its secrets", () => {
  it("boots with a session secret and a real payment provider", () => {
    expect(refusal({ ...PRODUCTION, ...HOSTED })).toBe("");
  });

  it("refuses a missing SESSION_SECRET, naming it (no development fallback any more)", () => {
    const message = refusal({ ...PRODUCTION, ...HOSTED, SESSION_SECRET: "" });
    expect(message).toMatch(
      /^Invalid configuration, the server will not start:\n {2}SESSION_SECRET: /,
    );
    // The old escape hatch of the launcher is gone.
    expect(
      refusal({ ...PRODUCTION, ...HOSTED, SESSION_SECRET: "", ALLOW_DEV_SECRET: "1" }),
    ).toMatch(/SESSION_SECRET/);
  });

  it.each(["dev-only-session-secret-change-me", "test-gateway-secret", "changeme"])(
    "refuses the published secret %s",
    (secret) => {
      expect(refusal({ ...PRODUCTION, ...HOSTED, SESSION_SECRET: `fresh-one,${secret}` })).toMatch(
        /SESSION_SECRET: a published default value/,
      );
    },
  );

  it("refuses the test gateway (free orders) unless ALLOW_TEST_PAYMENTS says it is meant", () => {
    expect(refusal(PRODUCTION)).toMatch(/PAYMENT_PROVIDER: the test gateway takes no money/);
    expect(refusal({ ...PRODUCTION, ALLOW_TEST_PAYMENTS: "true" })).toMatch(
      /PAYMENT_GATEWAY_SECRET: required in production/,
    );
    expect(
      refusal({
        ...PRODUCTION,
        ALLOW_TEST_PAYMENTS: "true",
        PAYMENT_GATEWAY_SECRET: "test-gateway-secret",
      }),
    ).toMatch(/PAYMENT_GATEWAY_SECRET: a published default value/);
    expect(
      refusal({
        ...PRODUCTION,
        ALLOW_TEST_PAYMENTS: "true",
        PAYMENT_GATEWAY_SECRET: "another-random-gateway-secret",
      }),
    ).toBe("");
  });

  it("refuses DEV_SIGN_IN in production", () => {
    expect(refusal({ ...PRODUCTION, ...HOSTED, DEV_SIGN_IN: "true" })).toMatch(
      /DEV_SIGN_IN: refused in production/,
    );
  });

  it("outside production a missing secret is random per process, never a constant", () => {
    const a = parseEnv({ UPSTREAM_URL: "http://x.test", NODE_ENV: "development" });
    const b = parseEnv({ UPSTREAM_URL: "http://x.test", NODE_ENV: "development" });
    expect(a.sessionSecrets[0]).not.toBe(b.sessionSecrets[0]);
    expect(a.PAYMENT_GATEWAY_SECRET).not.toBe(b.PAYMENT_GATEWAY_SECRET);
    expect(a.sessionSecrets[0]).not.toBe("dev-only-session-secret-change-me");
    expect(a.PAYMENT_GATEWAY_SECRET).not.toBe("test-gateway-secret");
  });

  it("the launcher stops with one line naming the variable (a real process)", () => {
    const run = spawnSync(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "server/start.ts")],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          ...PRODUCTION,
          ...HOSTED,
          NODE_ENV: "production",
          SESSION_SECRET: "",
          PORT: "1",
        },
        encoding: "utf8",
        timeout: 30_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("  SESSION_SECRET: required in production");
  });
});

describe("the reference platform in production", () => {
  it("refuses a missing or published PAYMENT_GATEWAY_SECRET", () => {
    expect(parsePlatformEnv({ NODE_ENV: "production" })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/PAYMENT_GATEWAY_SECRET/),
    });
    expect(
      parsePlatformEnv({ NODE_ENV: "production", PAYMENT_GATEWAY_SECRET: "test-gateway-secret" }),
    ).toMatchObject({ ok: false });
    expect(
      parsePlatformEnv({ NODE_ENV: "production", PAYMENT_GATEWAY_SECRET: "random-and-long-0123" }),
    ).toMatchObject({ ok: true });
  });
});

describe("the embedded default's generated secrets", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "secrets-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("are random, kept in DATA_DIR with mode 0600, and the same on the next start", () => {
    const dir = tempDir();
    const first = loadLocalSecrets(dir);
    const file = path.join(dir, LOCAL_SECRETS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.sessionSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.paymentGatewaySecret).not.toBe(first.sessionSecret);
    expect(loadLocalSecrets(dir)).toEqual(first);
    expect(loadLocalSecrets(tempDir()).sessionSecret).not.toBe(first.sessionSecret);
  });

  it("replace a damaged or weak file and tighten loose permissions", () => {
    const dir = tempDir();
    const file = path.join(dir, LOCAL_SECRETS_FILE);
    writeFileSync(file, JSON.stringify({ sessionSecret: "short", paymentGatewaySecret: 5 }), {
      mode: 0o644,
    });
    const secrets = loadLocalSecrets(dir);
    expect(secrets.sessionSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(secrets);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
