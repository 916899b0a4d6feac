/**
 * Waits for a condition instead of a fixed sleep: polls `check` until it returns true (the test's
 * own time-out bounds the wait). For "the request has reached the platform" and the like.
 */
export async function waitUntil(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}

/** True once the platform (test mode) has seen a request for `path` since its last reset. */
export async function platformHasSeen(platformUrl: string, path: string): Promise<boolean> {
  const res = await fetch(`${platformUrl}/__test/last-request`);
  const last = (await res.json()) as { path?: string } | null;
  return last?.path === path;
}
