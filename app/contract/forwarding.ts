/**
 * Upstream paths that a browser-triggered generic action (API_CALL, FORM_SUBMIT, DOWNLOAD, the
 * contest tab switch) may never reach, even when a page described them: sign-in and session
 * calls (an answer would carry a token), the editors' calls (they have their own admin routes)
 * and the reference platform's test endpoints. Compared after percent-decoding, case-insensitive.
 */
export const GENERIC_ACTION_FORBIDDEN_PREFIXES = [
  "/api/v1/auth/",
  "/api/v1/edit-page/",
  "/api/v1/edit-form/",
  "/api/v1/cms/",
  "/api/v1/spot/recording/login",
  "/__test/",
] as const;

const MAX_URI = 512;

const PATH_AND_QUERY =
  /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/;

/** Whether a uri may be called upstream: a same-host path (plus query), nothing else. */
export function isSafeUpstreamPath(uri: string): boolean {
  if (uri.length === 0 || uri.length > MAX_URI || !PATH_AND_QUERY.test(uri)) return false;
  const path = uri.split("?")[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  // Dot segments (also percent-encoded) could climb out of the API prefix.
  return !decoded.split(/[/\\]/).some((segment) => segment === "..") && !decoded.includes("\\");
}

/** Only upstream paths under this prefix are ever called for a generic action. */
export const GENERIC_ACTION_PREFIX = "/api/";

/** Whether a generic action may call this (already syntax-checked) upstream path. */
export function isForwardableActionPath(uri: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(uri.split(/[?#]/)[0]).toLowerCase();
  } catch {
    return false;
  }
  // Repeated slashes collapse on many servers: "/api//v1/auth" is "/api/v1/auth".
  const path = decoded.replace(/\/{2,}/g, "/");
  if (!path.startsWith(GENERIC_ACTION_PREFIX)) return false;
  return !GENERIC_ACTION_FORBIDDEN_PREFIXES.some(
    (prefix) => path.startsWith(prefix) || `${path}/`.startsWith(prefix),
  );
}
