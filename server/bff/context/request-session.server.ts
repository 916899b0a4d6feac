import {
  authOf,
  endedSessionCookies,
  getSession,
  isRevokedToken,
  linkOpenedSession,
  openToken,
  storedSessionCookies,
  type AppSession,
  type LoggedOutReason,
  type OpenedSession,
  type SessionAuth,
} from "../session.server";

/**
 * The request's session (docs/decisions/039): the cookie opened once and the token's revocation
 * looked up once, when the load context is made; loaders, actions and handlers read `auth` and
 * change `data` (or `end` it); the cookie is written once, by `setCookies()` at the end of the
 * request, and only when something changed or a renewal was asked for.
 */
export class RequestSession implements OpenedSession {
  private readonly opened: string;
  private ending: LoggedOutReason | undefined;
  private renew = false;
  private known: { token: unknown; user: unknown; auth: SessionAuth } | undefined;

  private constructor(
    readonly data: AppSession,
    /** The sealed token that was logged out elsewhere: it counts as no login. */
    private readonly revokedToken: unknown,
  ) {
    this.opened = JSON.stringify(data.data);
    // sessionCookies(data) from a handler asks this end to write, never writes a second cookie.
    linkOpenedSession(data, this);
  }

  static async open(request: Request): Promise<RequestSession> {
    const data = await getSession(request);
    const sealed = data.get("token");
    const token = openToken(sealed);
    const revoked = token ? await isRevokedToken(token) : false;
    return new RequestSession(data, revoked ? sealed : undefined);
  }

  /** The login of the session as it stands now (after a sign-in or an end in this request too). */
  get auth(): SessionAuth {
    if (this.ending) return { session: this.data };
    const token = this.data.get("token");
    const user = this.data.get("user");
    const known = this.known;
    if (known && known.token === token && known.user === user) return known.auth;
    const auth =
      token !== undefined && token === this.revokedToken
        ? { session: this.data }
        : authOf(this.data);
    this.known = { token, user, auth };
    return auth;
  }

  get ended(): LoggedOutReason | undefined {
    return this.ending;
  }

  commit(): void {
    this.renew = true;
  }

  end(reason: LoggedOutReason): void {
    // The first reason stands: a logout is not turned into an expiry by a later upstream 401.
    this.ending ??= reason;
  }

  /** The Set-Cookie values the end of the request writes: none when nothing changed. */
  async setCookies(): Promise<string[]> {
    if (this.ending) return endedSessionCookies(this.data, this.ending);
    if (!this.renew && JSON.stringify(this.data.data) === this.opened) return [];
    return storedSessionCookies(this.data);
  }
}
