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
