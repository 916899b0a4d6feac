/** The settings the auth unit tests run with (getEnv reads process.env on first use). */
export function applyTestEnv(extra: Record<string, string> = {}) {
  Object.assign(process.env, {
    UPSTREAM_URL: "http://upstream.test",
    SESSION_SECRET: "unit-new,unit-old",
    COOKIE_SECURE: "false",
    ...extra,
  });
}
