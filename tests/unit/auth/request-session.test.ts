import { beforeAll, describe, expect, it } from "vitest";
import { applyTestEnv } from "./env";

/**
 * The request's one session (docs/decisions/039): opened once, read through `auth`, changed in
 * place, and written by `setCookies()` at the end only when something changed, a renewal was
 * asked for, or it ended.
 */
beforeAll(() => applyTestEnv());

async function modules() {
  const { RequestSession } = await import("~server/bff/context/request-session.server");
  const session = await import("~server/bff/session.server");
  return { RequestSession, ...session };
}

const USER = { userId: "u-1", email: "learner@example.com" };

async function cookieOf(token: string): Promise<string> {
  const { getSession, signIn, storedSessionCookies } = await modules();
  const fresh = await getSession(new Request("http://bff.test/"));
  signIn(fresh, { token, user: { ...USER } as never, hash: "h1" });
  const [stored] = await storedSessionCookies(fresh);
  return stored.split(";")[0];
}

function requestWith(cookie: string): Request {
  return new Request("http://bff.test/", { headers: { cookie } });
}

describe("a request's session", () => {
  it("writes nothing when nothing changed", async () => {
    const { RequestSession } = await modules();
    const opened = await RequestSession.open(requestWith(await cookieOf("token-a")));
    expect(opened.auth.token).toBe("token-a");
    expect(opened.auth.user?.userId).toBe("u-1");
    expect(await opened.setCookies()).toEqual([]);
  });

  it("writes the changed session once, with its twin", async () => {
    const { RequestSession } = await modules();
    const opened = await RequestSession.open(requestWith(await cookieOf("token-b")));
    opened.data.set("returnTo", "/events");
    const cookies = await opened.setCookies();
    expect(cookies.filter((c) => c.startsWith("cl_session="))).toHaveLength(1);
    expect(cookies.some((c) => c.startsWith("cl_logged_in=1"))).toBe(true);
  });

  it("ends with the destroyed cookie, the twin cleared and the marker, and no login left", async () => {
    const { RequestSession } = await modules();
    const opened = await RequestSession.open(requestWith(await cookieOf("token-c")));
    opened.end("logout");
    opened.end("expired");
    expect(opened.auth.token).toBeUndefined();
    const cookies = await opened.setCookies();
    expect(cookies.find((c) => c.startsWith("cl_session="))).toMatch(/Max-Age=0|Expires=/i);
    expect(cookies).toContainEqual(expect.stringMatching(/^cl_lo=logout;/));
  });

  it("counts a revoked token as no login", async () => {
    const { RequestSession, revokeSessionToken } = await modules();
    await revokeSessionToken("token-d");
    const opened = await RequestSession.open(requestWith(await cookieOf("token-d")));
    expect(opened.auth.token).toBeUndefined();
    expect(opened.auth.user).toBeUndefined();
  });
});
