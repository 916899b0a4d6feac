/**
 * Sending on the page channel (spec 01 section 4: "A broadcast message naming a page URI reloads
 * that page with the message data"). The receiver is app/shell/UserStateSync.tsx (CHANNELS.page
 * of app/shell/user-state-sync.ts, written out here as the editor's sender does; a unit test
 * holds them equal). Sent when an action changed a page's data, so other tabs showing it reload.
 */
export const PAGE_CHANNEL_NAME = "page";

export function announcePageReload(pageUri: string, data?: unknown): boolean {
  if (typeof BroadcastChannel === "undefined" || !pageUri.startsWith("/")) return false;
  const channel = new BroadcastChannel(PAGE_CHANNEL_NAME);
  try {
    channel.postMessage({ type: "page-reload", pageUri, ...(data === undefined ? {} : { data }) });
  } catch {
    // Data that cannot be cloned: the other tabs still reload without it.
    channel.postMessage({ type: "page-reload", pageUri });
  } finally {
    channel.close();
  }
  return true;
}
