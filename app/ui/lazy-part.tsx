import { Component, lazy, useEffect, useState, type ComponentType, type ReactNode } from "react";

/**
 * A part that only some pages show (a search bar, a modal, a form widget): its code is a chunk
 * of its own that the browser loads when a page shows the part, so pages without it do not
 * carry it (tests/budget, docs/decisions/010).
 *
 * The server renders the part eagerly: `eager` comes from a `.server` module, which the browser
 * build replaces with an empty one, so the server's HTML is whole without JavaScript. A page
 * preloads the parts it shows before it renders (app/page/page-parts.ts: before hydration and in
 * the page route's clientLoader), so the part renders at once and hydration runs in one pass; a
 * part that was not preloaded suspends its caller's boundary until its chunk is there.
 * A chunk that fails to load shows `onLoadFailure` (nothing by default): the page stays usable.
 */
export type LazyPart<P> = ComponentType<P> & {
  /** Starts loading the chunk (once); resolved, the part renders without suspending. */
  preload(): Promise<void>;
};

export function lazyPart<P extends object>(
  eager: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  onLoadFailure: ReactNode = null,
): LazyPart<P> {
  let loaded = eager;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  // The lazy wrapper's props type is React's own; it renders P like the component it loads.
  const Deferred = lazy(async () => ({ default: await start() })) as unknown as ComponentType<P>;
  function LazyPart(props: P) {
    // Preloaded (entry.client, the page's clientLoader): no suspension, hydration in one pass.
    // No Suspense boundary of its own: the tree is the same on the server and in the browser,
    // and a part that must still load holds its caller's boundary (hydration, a navigation).
    const Part = loaded ?? Deferred;
    return (
      <LoadBoundary fallback={onLoadFailure}>
        <Part {...props} />
      </LoadBoundary>
    );
  }
  LazyPart.preload = () => (loaded ? Promise.resolve() : start().then(() => undefined));
  return LazyPart;
}

/**
 * A part outside the pages' loading (the root's login dialog and access gate, app/auth/root-auth.tsx):
 * no clientLoader preloads it, and the root has no boundary a part could hold, so it never
 * suspends. Before hydration the root preloads it when the server's HTML shows it (one pass, as
 * with `lazyPart`); shown later (a client navigation to `?login=1`), it renders nothing until its
 * chunk is there, then itself. The server renders it eagerly, like `lazyPart`.
 */
export function deferredPart<P extends object>(
  eager: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
): LazyPart<P> {
  let loaded = eager;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  function DeferredPart(props: P) {
    const [, setReady] = useState(loaded !== undefined);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      start().then(
        () => live && setReady(true),
        (error: unknown) => console.warn("a part of the page could not be loaded", error),
      );
      return () => {
        live = false;
      };
    }, []);
    const Part = loaded;
    return Part ? <Part {...props} /> : null;
  }
  DeferredPart.preload = () => (loaded ? Promise.resolve() : start().then(() => undefined));
  return DeferredPart;
}

/** The part's preload, when `component` is one (a plain component has nothing to load). */
export function preloadOf(component: unknown): (() => Promise<void>) | undefined {
  const preload = (component as Partial<LazyPart<object>> | undefined)?.preload;
  return typeof preload === "function" ? preload : undefined;
}

/** Contains a failed chunk load; any other error goes on to the boundary above. */
class LoadBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { error: unknown; failed: boolean }
> {
  state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) console.warn("a part of the page could not be loaded", error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (isChunkLoadError(this.state.error)) return this.props.fallback;
    throw this.state.error;
  }
}

function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
    message,
  );
}
