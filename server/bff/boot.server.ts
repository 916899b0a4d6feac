import { getEnv } from "./env.server";
import { pageAnswerCache } from "./page-answer-cache.server";
import { startReadinessChecks } from "./readiness.server";

/**
 * What the BFF does when the web server starts (server/web/main.ts), before any request: the
 * configuration is parsed (a bad value stops the web server at once, naming the variable), the
 * shared store connects and the page-answer cache subscribes to its invalidations (from boot on, so an
 * instance started while Redis is away subscribes once it comes, decision 063), and readiness
 * starts its background check.
 */
export function bootBff(): void {
  getEnv();
  pageAnswerCache();
  startReadinessChecks();
}
