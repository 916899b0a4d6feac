/** Spec 01 section 2.1: only http(s), mailto and tel are followed; "javascript:" and friends never reach an href. */
export function isSafeHref(uri: string): boolean {
  if (uri.startsWith("/") || uri.startsWith("#")) return true;
  return /^(https?:|mailto:|tel:)/i.test(uri);
}
