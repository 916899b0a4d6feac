import type { PageCache } from "./page-cache";

/** Where storage is unavailable (or its code failed to load): no caching (spec 01 section 8). */
export const noopPageCache: PageCache = {
  enabled: false,
  get: async () => undefined,
  getByUri: async () => undefined,
  put: async () => undefined,
  invalidate: async () => undefined,
  invalidateAll: async () => undefined,
  clear: async () => undefined,
};
