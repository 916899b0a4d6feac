/**
 * The hand-over between the route modules and entry.client.tsx before hydration: a route's module
 * (evaluated before the entry, as Remix loads route modules first) starts loading the chunks of
 * the parts the server's HTML shows and leaves the promise here (the page route for the page's
 * parts, the root for the login dialog and access gate); the entry waits for all of them before it
 * hydrates, so hydration runs in one pass (app/ui/lazy-part.tsx). No import of the page machinery
 * from the entry: routes without pages (login, checkout) do not load it.
 */
const KEY = "__careerLearningPagePartsReady";

type PartsWindow = Window & { [KEY]?: Promise<unknown>[] };

export function addPartsReady(ready: Promise<unknown>): void {
  ((window as PartsWindow)[KEY] ??= []).push(ready);
}

/** Resolves when the parts are loaded (or failed to: hydration never waits on an error). */
export function pagePartsReady(): Promise<void> {
  const pending = (window as PartsWindow)[KEY] ?? [];
  return Promise.allSettled(pending).then(() => undefined);
}

/** Resolves once the server's HTML is parsed (the markers of its parts are all there). */
export function documentParsed(): Promise<void> {
  if (document.readyState !== "loading") return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener("DOMContentLoaded", () => resolve(), { once: true }),
  );
}
