/**
 * How many parts of the page (app/ui/lazy-part.tsx) are still waiting for their code, shown as
 * `<html data-parts-pending="N">` until none is: with `data-hydrated` (app/root.tsx) it tells
 * tests, and anyone measuring, when every control of the page is interactive.
 */
let pending = 0;

export function partPending(): void {
  pending += 1;
  show();
}

export function partSettled(): void {
  pending = Math.max(0, pending - 1);
  show();
}

function show(): void {
  const html = document.documentElement;
  if (pending > 0) html.dataset.partsPending = String(pending);
  else delete html.dataset.partsPending;
}
