import {
  Component,
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { partPending, partSettled } from "./parts-pending";

/**
 * A part that only some pages show (a search bar, a modal, a widget kind): `React.lazy` in a
 * `<Suspense>` boundary of its own (LateBoundary), so pages without it do not carry its code.
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
    return <LateBoundary component={Lazy} props={props} onLoadFailure={onLoadFailure} />;
  }
  // Memoised: a parent's render with the same props does not render the part again.
  return memo(LazyPart) as unknown as ComponentType<P>;
}

interface LateBoundaryProps<P extends object> {
  /** A component whose code may come after the page's (React.lazy). */
  component: ComponentType<P>;
  props: P;
  /** Shown when its chunk cannot be loaded. */
  onLoadFailure?: ReactNode;
}

/**
 * The `<Suspense>` boundary of a part whose code may come after the page's. Until the part has
 * hydrated, it keeps the props it hydrates with, and new ones reach it in a transition: React then
 * waits for its code and hydrates it first. Any other update (a click, an effect, work React does
 * at idle priority) would make React drop the server's HTML and render the part again from
 * nothing (error #421, a flash of an empty part). Once hydrated, the part gets its props at once.
 */
export function LateBoundary<P extends object>({
  component,
  props,
  onLoadFailure = null,
}: LateBoundaryProps<P>) {
  const [hydrated, settle] = useSettled();
  const [heldProps, setHeldProps] = useState(props);
  useEffect(() => {
    if (!hydrated && heldProps !== props) startTransition(() => setHeldProps(props));
  }, [hydrated, heldProps, props]);
  return (
    <BoundaryBody
      component={component as ComponentType<object>}
      props={hydrated ? props : heldProps}
      onLoadFailure={onLoadFailure}
      onSettled={settle}
    />
  );
}

const BoundaryBody = memo(function BoundaryBody({
  component: Part,
  props,
  onLoadFailure,
  onSettled,
}: {
  component: ComponentType<object>;
  props: object;
  onLoadFailure: ReactNode;
  onSettled: () => void;
}) {
  return (
    <LoadBoundary fallback={onLoadFailure} onFailed={onSettled}>
      <Suspense fallback={null}>
        <Part {...props} />
        <Settled onSettled={onSettled} />
      </Suspense>
    </LoadBoundary>
  );
});

/** Its effect runs when the boundary it is in has hydrated (or, after a navigation, shown). */
function Settled({ onSettled }: { onSettled: () => void }) {
  useEffect(onSettled, [onSettled]);
  return null;
}

/**
 * Whether the part's boundary has settled (hydrated, shown, or failed to load), counted in
 * parts-pending.ts meanwhile. The boundary's effects run before the part's own when both commit
 * together, hence the three phases.
 */
function useSettled(): [boolean, () => void] {
  const [settled, setSettled] = useState(false);
  const phase = useRef<"new" | "pending" | "settled">("new");
  const settle = useCallback(() => {
    if (phase.current === "pending") partSettled();
    phase.current = "settled";
    setSettled(true);
  }, []);
  useEffect(() => {
    if (phase.current === "new") {
      phase.current = "pending";
      partPending();
    }
    return () => {
      if (phase.current !== "pending") return;
      partSettled();
      phase.current = "new";
    };
  }, []);
  return [settled, settle];
}

/** Contains a failed chunk load; any other error goes on to the boundary above. */
class LoadBoundary extends Component<
  { fallback: ReactNode; onFailed: () => void; children: ReactNode },
  { error: unknown; failed: boolean }
> {
  state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) return;
    console.warn("a part of the page could not be loaded", error);
    this.props.onFailed();
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
