/**
 * CHANNELS.page of app/shell/user-state-sync.ts: after an edit, the other tabs showing the page
 * load it again (their receiver is app/shell/UserStateSync.tsx). Written out rather than imported
 * so the editor's chunk shares no module of the shell with the page bundle (tests/budget); a unit
 * test holds the two equal.
 */
export const PAGE_CHANNEL = "page";

export function announcePageChange(pageUri: string): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(PAGE_CHANNEL);
  channel.postMessage({ type: "page-reload", pageUri });
  channel.close();
}
