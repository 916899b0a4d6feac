import { Component, lazy, memo, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A part that only some pages show (a search bar, a modal, a widget kind): `React.lazy` in a
 * `<Suspense>` boundary of its own, so pages without it do not carry its code.
 *
 * The server renders it whole (entry.server.tsx answers once every boundary is ready), so the
 * HTML works without JavaScript. In the browser the rest of the page hydrates without waiting for
 * it, and the part hydrates when its chunk arrives (React 18's selective hydration); until then
 * its HTML is the server's, and its links, forms and `<details>` work as they are. After a client
 * navigation it shows once its chunk is there. A chunk that cannot be loaded shows `onLoadFailure`
 * (nothing by default): the rest of the page goes on.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onLoadFailure: ReactNode = null,
): ComponentType<P> {
  // The lazy wrapper's props type is React's own; it renders P like the component it loads.
  const Lazy = lazy(() =>
    load().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;
  function LazyPart(props: P) {
    return (
      <LoadBoundary fallback={onLoadFailure}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  // Memoised: a parent's render with the same props does not reach a boundary that is still
  // hydrating (React would give it up and render it again from scratch: error #421).
  return memo(LazyPart) as unknown as ComponentType<P>;
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
