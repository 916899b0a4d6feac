import { z } from "zod";
import { UPSTREAM_CALLS, type UpstreamCallName } from "~/contract/calls";
import type { Route, RouteTable } from "./route";

/**
 * Mounts a route by its catalogue name (docs/decisions/041): the path and method are the
 * entry's, never spelled here, so the platform serves what the BFF calls.
 */
export function mount(name: UpstreamCallName, route: Route): RouteTable {
  const entry = UPSTREAM_CALLS[name];
  return { [entry.path]: { [entry.method]: route } };
}

/**
 * Test-mode endpoints (the `/__test/` controls, and the stand-in OAuth provider's consent pages,
 * which a browser opens, never the BFF): the platform's own, never in the catalogue.
 */
const TEST_ROUTE_PREFIXES = ["/__test/", "/oauth/"];

/**
 * Routes of a table that no catalogue entry names with that path and method (test endpoints
 * aside): the platform refuses to start with one, and call-catalogue.test.ts proves it.
 */
export function routesOutsideCatalogue(routes: RouteTable): string[] {
  const entries = Object.values(UPSTREAM_CALLS);
  return Object.entries(routes)
    .filter(([path]) => !TEST_ROUTE_PREFIXES.some((prefix) => path.startsWith(prefix)))
    .flatMap(([path, methods]) =>
      Object.keys(methods ?? {})
        .filter((method) => !entries.some((e) => e.path === path && e.method === method))
        .map((method) => `${method} ${path}`),
    );
}

/** name -> the request schema a mounted route parses with (the contract's, then the platform's). */
export const MOUNTED_REQUESTS = new Map<UpstreamCallName, z.ZodTypeAny>();

/**
 * A route's request schema: the entry's own, extended by a platform-only rule (docs/decisions/041).
 * A body must pass both. The platform's rule speaks first (its field messages, through the
 * action error map, stay what callers see) and its output (trimmed, defaulted) is what the route
 * gets; a body it accepts but the contract refuses is refused with the contract's issues, so the
 * platform never takes what the BFF may not send. The other way (a body the contract allows that
 * the platform refuses) is caught by tests/integration/platform/mounted-requests.test.ts.
 */
export function requestOf<S extends z.ZodTypeAny>(
  name: UpstreamCallName,
  platformRule: S,
): z.ZodType<z.output<S>, z.ZodTypeDef, unknown> {
  const schema = extendedRequest(name, platformRule);
  MOUNTED_REQUESTS.set(name, schema);
  return schema;
}

/** requestOf without the record in MOUNTED_REQUESTS (its tests build throwaway rules). */
export function extendedRequest<S extends z.ZodTypeAny>(
  name: UpstreamCallName,
  platformRule: S,
): z.ZodType<z.output<S>, z.ZodTypeDef, unknown> {
  const contract: z.ZodTypeAny = UPSTREAM_CALLS[name].request;
  return z
    .unknown()
    .superRefine((value, ctx) => {
      // A body the platform refuses gets the platform's own issues, from the pipe below.
      if (!platformRule.safeParse(value).success) return;
      const parsed = contract.safeParse(value);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
      }
    })
    .pipe(platformRule);
}
