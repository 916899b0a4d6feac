export const TEST_SESSION_SECRETS = ["unit-new", "unit-old"];

/** The settings the auth unit tests run with (getEnv reads process.env on first use). */
export function applyTestEnv(extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    UPSTREAM_URL: "http://upstream.test",
    SESSION_SECRET: TEST_SESSION_SECRETS.join(","),
    COOKIE_SECURE: "false",
    PAYMENT_GATEWAY_SECRET: "test-gateway-secret",
    ...extra,
  });
}
