import type { IncomingMessage, ServerResponse } from "node:http";
import { createRouteLabeler } from "./route-label";

/** What a browser or a crawler asks for as a file, never as a page. */
const FILE_NAME =
  /\.(?:m?js|cjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|eot|wasm|txt|xml|json|webmanifest)$/i;
/** The routes that ask upstream for a page: every path no other route serves. */
const PAGE_ROUTES: ReadonlySet<string> = new Set(["routes/$", "routes/_index"]);
const NOT_FOUND = "Not found\n";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * A missing static file gets a small 404 here (decision 063), not a page call upstream and a
 * rendered not-found page: anything under the build's public path that the static handler did
 * not find, and a file-like address (`/assets/…`, `*.js`, `*.map`, …) that only the catch-all
 * page route would take. A route of its own (`/sandbox-assets/:file`) still gets its requests.
 */
export function staticMisses(
  routes: Parameters<typeof createRouteLabeler>[0],
  publicPath: string,
): Middleware {
  const routeOf = createRouteLabeler(routes, publicPath);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = (req.url ?? "/").split(/[?#]/, 1)[0] ?? "/";
    const fileLike = path.startsWith("/assets/") || FILE_NAME.test(path);
    if (!path.startsWith(publicPath) && !(fileLike && PAGE_ROUTES.has(routeOf(path)))) {
      return next();
    }
    res.writeHead(404, {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(NOT_FOUND)),
      // A file that is missing now (an old build's chunk) stays missing: shared caches may say so.
      "Cache-Control": "public, max-age=60",
    });
    res.end(req.method === "HEAD" ? undefined : NOT_FOUND);
  };
}
