import { getEnv } from "./env.server";
import { pageCache } from "./page-cache.server";
import { startReadinessChecks } from "./readiness.server";

/**
 * What the BFF does when its build loads (app/entry.server.tsx), before any request: the
 * configuration is parsed (a bad value stops the web server at once, naming the variable), the
 * shared store connects and the page cache subscribes to its invalidations (from boot on, so an
 * instance started while Redis is away subscribes once it comes, decision 063), and readiness
 * starts its background check.
 */
export function bootBff(): void {
  getEnv();
  pageCache();
  startReadinessChecks();
}
