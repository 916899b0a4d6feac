import { appendSetCookie } from "./session.server";

/**
 * A JSON answer of a BFF resource route: never stored by a cache, and every Set-Cookie of the
 * learner's session settlement appended (a refreshed token must reach the browser).
 */
export function noStoreJson(body: unknown, status: number, setCookies: readonly string[] = []) {
  const headers = new Headers({
    "Cache-Control": "no-store",
    "Content-Type": "application/json; charset=utf-8",
  });
  appendSetCookie(headers, ...setCookies);
  return new Response(JSON.stringify(body), { status, headers });
}
