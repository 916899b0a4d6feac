/**
 * The metrics' `route` label (decision 050): the Remix route that answers a path, by the build's
 * own route table, so that request rate and latency are counted per route (a few dozen series),
 * never per address. Static files are "static"; a path no route matches is "unmatched".
 */
interface RouteEntry {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
}

interface Pattern {
  id: string;
  segments: string[];
  /** Static segments count most, then dynamic ones; a splat least. */
  score: number;
}

function fullPath(route: RouteEntry, routes: Record<string, RouteEntry | undefined>): string {
  const parts: string[] = [];
  for (let at: RouteEntry | undefined = route; at; at = routes[at.parentId ?? ""]) {
    if (at.path) parts.unshift(at.path);
  }
  return parts.join("/");
}

export function createRouteLabeler(
  routes: Record<string, RouteEntry | undefined>,
  publicPath: string,
): (path: string) => string {
  const patterns: Pattern[] = [];
  for (const route of Object.values(routes)) {
    if (!route || (!route.path && !route.index)) continue;
    const segments = fullPath(route, routes).split("/").filter(Boolean);
    const score = segments.reduce(
      (sum, segment) => sum + (segment === "*" ? 1 : segment.startsWith(":") ? 10 : 100),
      route.index ? 1000 : 0,
    );
    patterns.push({ id: route.id, segments, score });
  }
  patterns.sort((a, b) => b.score - a.score || b.segments.length - a.segments.length);

  const matches = (pattern: Pattern, parts: string[]) => {
    for (let i = 0; i < pattern.segments.length; i++) {
      const segment = pattern.segments[i]!;
      if (segment === "*") return true;
      if (i >= parts.length) return segment.endsWith("?");
      if (!segment.startsWith(":") && segment !== parts[i]) return false;
    }
    return parts.length === pattern.segments.length;
  };

  return (path) => {
    if (path.startsWith(publicPath)) return "static";
    const parts = path.split("/").filter(Boolean);
    return patterns.find((pattern) => matches(pattern, parts))?.id ?? "unmatched";
  };
}
