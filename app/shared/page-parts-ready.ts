/**
 * The hand-over between the page route and entry.client.tsx before hydration: the page route's
 * module (evaluated before the entry, as Remix loads route modules first) starts loading the
 * chunks of the parts the server's HTML shows and leaves the promise here; the entry waits for it
 * before it hydrates, so hydration runs in one pass (app/ui/lazy-part.tsx). No import of the page
 * machinery from the entry: routes without pages (login, checkout) do not load it.
 */
const KEY = "__careerLearningPagePartsReady";

type PartsWindow = Window & { [KEY]?: Promise<void> };

export function setPagePartsReady(ready: Promise<void>): void {
  (window as PartsWindow)[KEY] = ready;
}

/** Resolves when the parts are loaded (or failed to: hydration never waits on an error). */
export function pagePartsReady(): Promise<void> {
  return ((window as PartsWindow)[KEY] ?? Promise.resolve()).catch(() => undefined);
}
