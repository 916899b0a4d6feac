import { toastText } from "~/ui/Toast";

/**
 * One channel from every action button to the page's one toast outlet (ActionToastOutlet).
 * A module-level event target rather than a context: buttons live in cells, modals, bars and the
 * drawer, and none of them has to be wrapped for it.
 */
const TOAST_EVENT = "action-toast";
const bus: EventTarget | undefined = typeof window === "undefined" ? undefined : new EventTarget();

/** Shows `message` as a toast (spec 01 section 2.3: only when non-empty after trimming). */
export function announceToast(message: string | null | undefined): void {
  const text = toastText(message);
  if (!text || !bus) return;
  bus.dispatchEvent(new CustomEvent<string>(TOAST_EVENT, { detail: text }));
}

/** Subscribes the outlet; returns the unsubscribe. */
export function onToast(listener: (text: string) => void): () => void {
  if (!bus) return () => {};
  const handler = (event: Event) => listener((event as CustomEvent<string>).detail);
  bus.addEventListener(TOAST_EVENT, handler);
  return () => bus.removeEventListener(TOAST_EVENT, handler);
}
