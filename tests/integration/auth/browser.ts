import type { Stack } from "../../support/stack";

/** Everything the "browser" received, to prove the upstream token is nowhere in it. */
export interface Received {
  url: string;
  status: number;
  body: string;
  setCookies: string[];
}

/**
 * A cookie-keeping HTTP client without JavaScript, like a browser with scripts off: it stores
 * Set-Cookie (deleting expired ones), sends them back, and follows redirects on request.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly received: Received[] = [];
  /** Sent with every request (e.g. X-Forwarded-For behind TRUST_PROXY). */
  headers: Record<string, string> = {};
  lastHtml = "";

  constructor(private readonly stack: Stack) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attrs.some(
        (a) =>
          /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [k, v] of Object.entries(this.headers)) if (!headers.has(k)) headers.set(k, v);
    if (this.cookies.size) headers.set("cookie", this.cookieHeader());
    const url = `${this.stack.bffUrl}${path}`;
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    this.store(res);
    const body = await res.text();
    this.received.push({ url, status: res.status, body, setCookies: res.headers.getSetCookie() });
    if ((res.headers.get("content-type") ?? "").includes("text/html")) this.lastHtml = body;
    // The body was read; hand back a response that can be read again.
    return new Response(res.status === 204 || res.status === 304 ? null : body, {
      status: res.status,
      headers: res.headers,
    });
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request(path, { headers });
  }

  /** A form post, as a browser without JavaScript sends it. */
  post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows redirects (GET) until an answer that is not one. */
  async follow(res: Response, limit = 5): Promise<Response> {
    let current = res;
    for (let i = 0; i < limit && current.status >= 300 && current.status < 400; i++) {
      const location = current.headers.get("location");
      if (!location) break;
      current = await this.get(location.replace(this.stack.bffUrl, ""));
    }
    return current;
  }

  /** The CSRF token of the last HTML page (the hidden "csrf" field). */
  csrf(): string {
    const match = /name="csrf" value="([^"]+)"/.exec(this.lastHtml);
    if (!match) throw new Error("no csrf field on the last page");
    return match[1];
  }
}

export async function latestOtp(stack: Stack, identity: string): Promise<string> {
  const res = await fetch(`${stack.platformUrl}/__test/latest-otp`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity }),
  });
  if (!res.ok) throw new Error(`no passcode for ${identity}: ${res.status}`);
  return ((await res.json()) as { otp: string }).otp;
}

export async function platformPost(stack: Stack, path: string, body: unknown) {
  const res = await fetch(`${stack.platformUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The token the BFF sent with its last upstream call (the platform records request headers). */
export async function lastUpstreamToken(stack: Stack): Promise<string | undefined> {
  const res = await fetch(`${stack.platformUrl}/__test/last-headers`);
  return ((await res.json()) as Record<string, string>)["auth-header"];
}

/**
 * Logs in by passcode over HTTP: the login page, OTP_REQUEST, the code from the platform's test
 * endpoint, OTP_VERIFY. Answers the final response after redirects.
 */
export async function loginByOtp(
  browser: Browser,
  stack: Stack,
  email: string,
  returnTo = "/login",
): Promise<Response> {
  await browser.get(returnTo === "/login" ? "/login" : returnTo);
  const csrf = browser.csrf();
  const common = { csrf, returnTo, source: "Login Page" };
  const requested = await browser.post("/login", {
    ...common,
    intent: "OTP_REQUEST",
    channel: "email",
    email,
  });
  await browser.follow(requested);
  const otp = await latestOtp(stack, email);
  const verified = await browser.post("/login", { ...common, intent: "OTP_VERIFY", otp });
  return browser.follow(verified);
}
