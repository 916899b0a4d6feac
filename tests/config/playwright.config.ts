import path from "node:path";
import { defineConfig } from "@playwright/test";

const root = path.resolve(__dirname, "../..");
const PORT = Number(process.env.E2E_PORT ?? 3310);
const PLATFORM_PORT = PORT + 1;

/** Debian's Chromium, with the flags these machines need (ARCHITECTURE.md, pitfalls). */
export const chromiumLaunch = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    // CI has no DNS: a page that reaches outside fails here as it would there, not only there.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
  ],
};

export default defineConfig({
  testDir: path.join(root, "tests/e2e"),
  outputDir: path.join(root, "tests/artifacts/results"),
  fullyParallel: false,
  workers: 2,
  // No retries: a flaky test fails CI and gets fixed; it is never re-run into green.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    launchOptions: chromiumLaunch,
    screenshot: "only-on-failure",
    trace: "off",
  },
  webServer: {
    command: `rm -rf .data/e2e-${PORT} && node node_modules/tsx/dist/cli.mjs server/start.ts`,
    cwd: root,
    url: `http://127.0.0.1:${PORT}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      PLATFORM_PORT: String(PLATFORM_PORT),
      DATA_DIR: path.join(root, `.data/e2e-${PORT}`),
      NODE_ENV: "production",
      ENABLE_WIDGET_GALLERY: "true",
      // The auth tests read passcodes and move the platform's clock through its test endpoints;
      // test mode is refused in production, so the platform runs as "test".
      PLATFORM_TEST_MODE: "1",
      PLATFORM_NODE_ENV: "test",
      SESSION_SECRET: "e2e-secret-one,e2e-secret-old",
      // Production over plain http://127.0.0.1: Secure cookies would not come back.
      COOKIE_SECURE: "false",
      // Server-Timing says what answered a page (the document cache's spec reads it).
      SERVER_TIMING: "true",
      // Page views go to the console sink, where the lifecycle tests read them.
      TRACKING_CONSOLE: "true",
      // Every login of the run comes from 127.0.0.1 and the seeded learner logs in several times:
      // the defaults (5 per identity, 30 per address in 15 min) would refuse the later tests. The
      // limits themselves are tested in tests/integration/auth/login.test.ts.
      AUTH_RATE_LIMIT_PER_IDENTITY: "100",
      AUTH_RATE_LIMIT_PER_ADDRESS: "1000",
      // The platform (test mode) plays Discord and GitHub for the OAuth specs (decision 019).
      OAUTH_TEST_PROVIDER: "true",
    },
  },
});
