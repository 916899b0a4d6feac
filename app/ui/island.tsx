import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import styles from "./Island.module.css";

/**
 * A part of the page whose code a first visit loads only when someone uses it: until then the
 * server's HTML stays as it is (an element React does not look into). See `Island`.
 */
export interface IslandPart<P> {
  /** The component, once its chunk is there (at once on the server). */
  loaded(): ComponentType<P> | undefined;
  /** Loads the chunk (once; a failed load may be tried again). */
  load(): Promise<ComponentType<P>>;
  /** Called when the chunk arrives, whoever loaded it. */
  subscribe(listener: () => void): () => void;
  /** `load` for app/page/page-parts.ts (lazy-part.tsx's preloadOf), which loads parts before a page renders after a navigation. */
  preload?(): Promise<void>;
}

export function islandPart<P>(
  eager: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  /** The component when something else already loaded its chunk (the grid's, before hydration). */
  loadedElsewhere?: () => ComponentType<P> | undefined,
): IslandPart<P> {
  let component = eager;
  let loading: Promise<ComponentType<P>> | undefined;
  const listeners = new Set<() => void>();
  const part: IslandPart<P> = {
    loaded: () => (component ??= loadedElsewhere?.()),
    load: () =>
      component
        ? Promise.resolve(component)
        : (loading ??= load().then(
            (loadedComponent) => {
              component = loadedComponent;
              for (const listener of listeners) listener();
              return loadedComponent;
            },
            (error: unknown) => {
              loading = undefined;
              throw error;
            },
          )),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preload: () => part.load().then(() => undefined),
  };
  return part;
}

/** Where a pointer or focus first shows that someone is about to use the part. */
const UPGRADE_ON = ["pointerover", "touchstart", "focusin"] as const;

/** A path of child indexes from the island's wrapper down to an element. */
type ElementPath = number[];

function pathOf(root: Element, el: Element | null): ElementPath | undefined {
  if (!el || !root.contains(el)) return undefined;
  const path: number[] = [];
  for (let at: Element = el; at !== root;) {
    const parent = at.parentElement;
    if (!parent) return undefined;
    path.unshift(Array.prototype.indexOf.call(parent.children, at));
    at = parent;
  }
  return path;
}

function elementAt(root: Element, path: ElementPath): HTMLElement | undefined {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at instanceof HTMLElement ? at : undefined;
}

/** What the first use did before the code was there: done again once it is. */
interface Replay {
  click?: ElementPath;
  submit?: ElementPath;
  focus?: ElementPath;
}

const lazyOf = new WeakMap<object, ComponentType<never>>();
function lazyComponent<P>(part: IslandPart<P>): ComponentType<P> {
  let component = lazyOf.get(part) as ComponentType<P> | undefined;
  if (!component) {
    // The lazy wrapper's props type is React's own; it renders P like the component it loads.
    const made = lazy(() => part.load().then((loaded) => ({ default: loaded })));
    component = made as unknown as ComponentType<P>;
    lazyOf.set(part, component as ComponentType<never>);
  }
  return component;
}

function warn(error: unknown) {
  console.warn("a part of the page could not be loaded", error);
}

/**
 * Renders `part` with `props`. Hydrating (`asIsland`) without the part's code, it keeps the
 * server's HTML and loads the code when someone points at, presses, touches or tabs into it, when `props`
 * change (new data to render), or when anything else loads it. A click or submit before then is
 * held and done again on the same element once the part is live, and focus stays where it was.
 * The server's wrapper and the island's are the same element (`display: contents`, no box).
 * Everywhere else (the server, a navigation, a part already loaded) it is the part; one that must
 * still load shows once it is there.
 */
export function Island<P extends object>({
  part,
  props,
  asIsland,
}: {
  part: IslandPart<P>;
  props: P;
  /** Decided once, on the first render: whether this hydration may keep the server's HTML. */
  asIsland: boolean;
}) {
  const [island, setIsland] = useState(() => asIsland && !part.loaded());
  const wrapper = useRef<HTMLDivElement>(null);
  const replay = useRef<Replay>({});
  const firstProps = useRef(props);

  useEffect(() => {
    const root = wrapper.current;
    if (!island || !root) return;
    // A press (pointerdown .. click) is never cut by the swap: a click whose pointerdown hit the
    // server's element and whose pointerup hit the live one would reach neither.
    let pressed = false;
    let liveWanted = false;
    const goLive = () => {
      if (pressed) {
        liveWanted = true;
        return;
      }
      replay.current.focus ??= pathOf(root, document.activeElement);
      setIsland(false);
    };
    if (part.loaded()) return goLive();
    const stop = part.subscribe(goLive);
    const load = () => void part.load().catch(warn);
    const release = () => {
      pressed = false;
      if (liveWanted) goLive();
    };
    const press = () => {
      pressed = true;
      load();
    };
    // The click comes after pointerup in the same task: release after it, or when none comes
    // (the pointer may come up anywhere: listened to on the window).
    const afterPress = () => {
      if (pressed) setTimeout(release, 0);
    };
    const hold = (event: Event) => {
      if (event.type === "click") pressed = false;
      if (event.defaultPrevented) return;
      if (event instanceof MouseEvent && (event.button !== 0 || event.metaKey || event.ctrlKey))
        return;
      const target = event.target as Element | null;
      const used = event.type === "submit" ? target : target?.closest("a, button, summary, label");
      const path = pathOf(root, used ?? target);
      if (!path) return;
      event.preventDefault();
      event.stopPropagation();
      replay.current[event.type === "submit" ? "submit" : "click"] = path;
      if (liveWanted) goLive();
      else load();
    };
    root.addEventListener("pointerdown", press, { passive: true });
    window.addEventListener("pointerup", afterPress, { passive: true });
    window.addEventListener("pointercancel", afterPress, { passive: true });
    for (const type of UPGRADE_ON) root.addEventListener(type, load, { passive: true });
    root.addEventListener("click", hold, true);
    root.addEventListener("submit", hold, true);
    return () => {
      stop();
      root.removeEventListener("pointerdown", press);
      window.removeEventListener("pointerup", afterPress);
      window.removeEventListener("pointercancel", afterPress);
      for (const type of UPGRADE_ON) root.removeEventListener(type, load);
      root.removeEventListener("click", hold, true);
      root.removeEventListener("submit", hold, true);
    };
  }, [island, part]);

  // New data (a revalidation after an action) needs the part's code to render it. Compared prop
  // by prop: the caller makes a new props object whenever it renders.
  const changed = (Object.keys(props) as (keyof P)[]).some(
    (key) => props[key] !== firstProps.current[key],
  );
  useEffect(() => {
    if (island && changed) void part.load().catch(warn);
  }, [island, part, changed]);

  // Live again: the held click or submit, and the focus, go to the same elements.
  useEffect(() => {
    const root = wrapper.current;
    if (island || !root) return;
    const { click, submit, focus } = replay.current;
    replay.current = {};
    if (focus?.length) elementAt(root, focus)?.focus();
    if (click) elementAt(root, click)?.click();
    const form = submit && elementAt(root, submit);
    if (form instanceof HTMLFormElement) form.requestSubmit();
  }, [island]);

  if (island) {
    return (
      <div
        key="island"
        ref={wrapper}
        className={styles.island}
        // Hydration keeps the server's HTML inside: React neither checks nor replaces it.
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  const Part = part.loaded() ?? lazyComponent(part);
  // A part mounted after hydration that still has to load (a first navigation to a page with a
  // footer) shows once it is there, without holding the page around it.
  return (
    <div key="live" ref={wrapper} className={styles.island}>
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    </div>
  );
}
