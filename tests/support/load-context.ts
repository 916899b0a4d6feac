import type { AppLoadContext } from "@remix-run/node";

/**
 * The request context a handler is given (docs/decisions/039), made as the web server makes it:
 * the BFF's own getLoadContext (the session and CSRF cookies opened once). Imported when called,
 * after a test has set its environment and mocks.
 */
export async function contextOf(request: Request): Promise<AppLoadContext> {
  const { getLoadContext } = await import("~server/bff/context/load-context.server");
  return getLoadContext(request, undefined);
}

/**
 * The CSRF token a page rendered for this request would carry (bound to its session's login),
 * and the Set-Cookie of a new CSRF secret on a first visit.
 */
export async function csrfTokenFor(
  request: Request,
): Promise<{ token: string; setCookie: string | null }> {
  const context = await contextOf(request);
  const token = context.csrf.token(context.session.auth);
  return { token, setCookie: await context.csrf.setCookie() };
}

/** A handler of `(request, context)` as the tests call it: with the request's own context. */
export function withContext<A extends unknown[], T>(
  handler: (request: Request, context: AppLoadContext, ...rest: A) => Promise<T>,
): (request: Request, ...rest: A) => Promise<T> {
  return async (request, ...rest) => handler(request, await contextOf(request), ...rest);
}
