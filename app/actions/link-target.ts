/** Spec 01 section 2.1: how a link target is classified and split. */
export type LinkKind = "hash" | "internal" | "external";

export function classifyLink(uri: string, siteOrigin: string): LinkKind {
  if (uri.startsWith("#")) return "hash";
  // "//host" is protocol-relative, i.e. another site, not a path.
  if (uri.startsWith("/") && !uri.startsWith("//")) return "internal";
  try {
    const target = new URL(uri);
    if (siteOrigin && target.origin === new URL(siteOrigin).origin) return "internal";
  } catch {
    // Not an absolute URL and not a path: treat as external so it cannot hijack this tab.
  }
  return "external";
}

export interface SplitTarget {
  pathname: string;
  search: string;
  hash: string;
}

/** Splits a target into path, query and hash; an own-site absolute URL becomes a path. */
export function splitTarget(uri: string, siteOrigin: string): SplitTarget {
  const base = siteOrigin || "http://localhost";
  const url = new URL(uri, base);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export { isSafeHref } from "~/contract/links";
