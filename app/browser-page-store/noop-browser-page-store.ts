import type { BrowserPageStore } from "./browser-page-store";

/** Where storage is unavailable (or its code failed to load): no caching (spec 01 section 8). */
export const noopBrowserPageStore: BrowserPageStore = {
  enabled: false,
  get: async () => undefined,
  getByUri: async () => undefined,
  put: async () => undefined,
  invalidate: async () => undefined,
  invalidateAll: async () => undefined,
  clear: async () => undefined,
};
