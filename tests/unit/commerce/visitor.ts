/**
 * A logged-in (or logged-out) visitor for the commerce handlers: the session and CSRF cookies a
 * browser would send, and form posts that carry the CSRF token.
 */
export async function visitor({ loggedIn = true } = {}) {
  const { csrfTokenFor } = await import("../../support/load-context");
  const { getSession, sessionCookies, signIn } = await import("~server/bff/session.server");
  const csrf = await csrfTokenFor(new Request("http://bff.test/"));
  const cookies = [csrf.setCookie!.split(";")[0]];
  if (loggedIn) {
    const session = await getSession(new Request("http://bff.test/"));
    signIn(session, {
      token: "tok-asha",
      user: {
        userId: "u1",
        firstName: "Asha",
        lastName: "Learner",
        email: "learner@example.com",
        admin: false,
        userStatus: { isPersonalInfoPresent: true, isWhitelisted: true, isNewUser: false },
      },
    });
    cookies.push((await sessionCookies(session))[0].split(";")[0]);
  }
  const cookie = cookies.join("; ");
  // The form token is bound to the session's login: the one a page would render now.
  const { token } = await csrfTokenFor(new Request("http://bff.test/", { headers: { cookie } }));
  csrf.token = token;
  return {
    csrf: csrf.token,
    get: (path: string) => new Request(`http://bff.test${path}`, { headers: { cookie } }),
    post(path: string, fields: Record<string, string>, { withCsrf = true } = {}) {
      const body = new URLSearchParams(withCsrf ? { csrf: csrf.token, ...fields } : fields);
      return new Request(`http://bff.test${path}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    },
  };
}

/** What a mocked upstream call answers: the result, and a session left as it was. */
export const kept = { kind: "kept" as const, setCookies: [] as string[] };

export function ok<T>(data: T) {
  return {
    result: { ok: true as const, status: 200, data, headers: new Headers() },
    settlement: kept,
    auth: {},
  };
}

export function refused(status: number, message: string, errors?: Record<string, string>) {
  return {
    result: { ok: false as const, error: { kind: "http" as const, status, message, errors } },
    settlement: kept,
    auth: {},
  };
}

/** The body and status of a handler's answer, whether a Response or data(). */
export async function answerOf(
  value: unknown,
): Promise<{ status: number; body: unknown; location?: string | null }> {
  if (value instanceof Response) {
    const text = await value.text();
    return {
      status: value.status,
      body: text ? JSON.parse(text) : undefined,
      location: value.headers.get("location"),
    };
  }
  const d = value as { data: unknown; init?: { status?: number } | null };
  return { status: d.init?.status ?? 200, body: d.data };
}
