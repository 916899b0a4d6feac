/**
 * The one form a page address is stored and looked up in: a path without query or hash, without
 * repeated slashes and without a trailing slash (except the root "/").
 */
export function normalisePageUri(raw: string): string {
  let path = raw.split(/[?#]/, 1)[0] ?? "";
  path = path.replace(/\/{2,}/g, "/");
  if (!path.startsWith("/")) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path || "/";
}
