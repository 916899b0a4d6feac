/**
 * Whether the browser is still hydrating the server's HTML (the first render): an island
 * (app/ui/island.tsx) keeps server HTML only then, as a part mounted later has none to keep.
 * The root's first effect ends it; effects run children first, so every part of the first render
 * has decided by then.
 */
let hydrating = typeof document !== "undefined";

export function isHydrating(): boolean {
  return hydrating;
}

export function hydrationEnded(): void {
  hydrating = false;
}
