import type { AppLoadContext } from "@remix-run/node";
import { signActionsIn } from "~server/bff/action-signature.server";
import { applyTestEnv, TEST_SESSION_SECRETS } from "../auth/env";
import { FakeUpstream, USER_HASH } from "./fake-upstream";

/**
 * The dispatcher in this process against a fake platform: posts forms as a browser would (a
 * CSRF cookie and field, a session cookie when logged in) and reads the answers.
 */
export const upstream = new FakeUpstream();

export async function startHarness(extraEnv: Record<string, string> = {}) {
  await upstream.start();
  applyTestEnv({ UPSTREAM_URL: upstream.url, ...extraEnv });
}

export const TOKEN = "user-token-1";

export const LEARNER = {
  userId: "usr_learner",
  firstName: "Asha",
  lastName: "Learner",
  email: "learner@example.com",
};

/** Set-Cookie values as one Cookie header. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies.map((c) => c.split(";")[0]).join("; ");
}

export interface Visitor {
  csrf: string;
  cookies: Map<string, string>;
}

/** A visitor with a CSRF cookie, logged in (a sealed token in the session) or not. */
export async function visitor(loggedIn: boolean): Promise<Visitor> {
  const { csrfTokenFor } = await import("../../support/load-context");
  const { commitSession, getSession, signIn } = await import("~server/bff/session.server");
  const { token, setCookie } = await csrfTokenFor(new Request("http://bff.test/"));
  const cookies = new Map<string, string>();
  const [pair] = setCookie!.split(";");
  cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
  if (loggedIn) {
    const session = await getSession(new Request("http://bff.test/"));
    signIn(session, { token: TOKEN, user: LEARNER, hash: USER_HASH });
    const [s] = (await commitSession(session)).split(";");
    cookies.set(s.slice(0, s.indexOf("=")), s.slice(s.indexOf("=") + 1));
  }
  // The form token is bound to the session's login: the one a page would render now.
  const cookie = [...cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  const bound = await csrfTokenFor(new Request("http://bff.test/", { headers: { cookie } }));
  return { csrf: loggedIn ? bound.token : token, cookies };
}

/** Keeps the cookies an answer sets, like a browser. */
export function keepCookies(v: Visitor, headers: Headers) {
  for (const line of headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(";").map((p) => p.trim());
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    if (!value || attrs.some((a) => /^max-age=0$/i.test(a))) v.cookies.delete(name);
    else v.cookies.set(name, value);
  }
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The ActionResult (data answers) or undefined (redirects). */
  data?: Record<string, unknown> & { ok?: boolean; message?: string; intent?: string };
  location?: string | null;
}

type Fields = Record<string, string | File | undefined>;

/** Reads what handlePageAction answered (a Response or data()). */
export async function read(answer: unknown): Promise<Answer> {
  if (answer instanceof Response) {
    const text = await answer.text();
    let data: Answer["data"];
    try {
      data = text ? (JSON.parse(text) as Answer["data"]) : undefined;
    } catch {
      data = undefined;
    }
    return {
      status: answer.status,
      headers: answer.headers,
      data,
      location: answer.headers.get("location"),
    };
  }
  const value = answer as { data: Answer["data"]; init: ResponseInit | null };
  return {
    status: value.init?.status ?? 200,
    headers: new Headers(value.init?.headers),
    data: value.data,
  };
}

export interface PostOptions {
  path?: string;
  multipart?: boolean;
  withCsrf?: boolean;
  headers?: Record<string, string>;
}

/** A form post to a page route's action, as the browser sends it. */
export function formRequest(v: Visitor, fields: Fields, options: PostOptions = {}): Request {
  const all: Fields = options.withCsrf === false ? fields : { csrf: v.csrf, ...fields };
  const headers = new Headers(options.headers);
  headers.set("cookie", [...v.cookies].map(([n, val]) => `${n}=${val}`).join("; "));
  let body: BodyInit;
  if (options.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(all))
      if (value !== undefined) form.append(name, value);
    body = form;
  } else {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(all)) {
      if (typeof value === "string") params.append(name, value);
    }
    body = params;
    if (!headers.has("content-type")) {
      headers.set("content-type", "application/x-www-form-urlencoded");
    }
  }
  return new Request(`http://bff.test${options.path ?? "/course/x"}`, {
    method: "POST",
    headers,
    body,
  });
}

/**
 * Runs a BFF entry as the web server does: in the request's load context (made once, kept in
 * the request store), with the cookies the end of the request writes added to its answer.
 */
export async function inRequestContext<T>(
  request: Request,
  run: (context: AppLoadContext) => Promise<T>,
): Promise<{ answer: T; setCookies: string[] }> {
  const { getLoadContext } = await import("~server/bff/context/load-context.server");
  const { runInRequestContext } = await import("~server/shared/request-context");
  const context = await getLoadContext(request, undefined);
  const answer = await runInRequestContext(context, () => run(context));
  const setCookies = await context.session.setCookies();
  const csrfCookie = await context.csrf.setCookie();
  return { answer, setCookies: csrfCookie ? [csrfCookie, ...setCookies] : setCookies };
}

export async function postAction(v: Visitor, fields: Fields, options: PostOptions = {}) {
  const { handlePageAction } = await import("~server/bff/actions/dispatch.server");
  const request = formRequest(v, fields, options);
  const ran = await inRequestContext(request, (context) => handlePageAction(request, context));
  const answer = await read(ran.answer);
  for (const cookie of ran.setCookies) answer.headers.append("Set-Cookie", cookie);
  keepCookies(v, answer.headers);
  return answer;
}

/** An action as a BFF-rendered page carries it: signed with the harness's session secret. */
export const actionJson = (action: Record<string, unknown>) =>
  JSON.stringify(signActionsIn(structuredClone(action), [TEST_SESSION_SECRETS[0]]));

/**
 * A form's submit action as a BFF-rendered page carries it: bound to the form's formId and field
 * names (decision 034), then signed. `data` is the widget data around it (a FORM's formId and
 * fields, a poll's pollId, a forum's forumId...) and `key` where the action sits in it.
 */
export function boundActionJson(data: Record<string, unknown>, key: string): string {
  const signed = signActionsIn(structuredClone(data), [TEST_SESSION_SECRETS[0]]);
  return JSON.stringify(signed[key]);
}

/** A FORM widget's submit action, bound to `formId` and the named fields, then signed. */
export const formActionJson = (formId: string, inputs: string[], action: Record<string, unknown>) =>
  boundActionJson(
    { formId, fields: inputs.map((name) => ({ name })), submitAction: action },
    "submitAction",
  );
