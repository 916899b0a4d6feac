import { useLocation } from "@remix-run/react";
import type { KeyboardEvent } from "react";
import { withoutSearchQuery } from "./search-state";

/** The focusable results, in order (links; disabled buttons are skipped by the browser too). */
function resultTargets(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")] : [];
}

/**
 * Arrow keys move between the text box and the results: down from the box to the first result,
 * up from the first result back to the box. Answers whether it moved the focus.
 */
export function moveResultFocus(
  event: KeyboardEvent<HTMLElement>,
  input: HTMLInputElement | null,
  list: HTMLElement | null,
): boolean {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return false;
  const targets = resultTargets(list);
  const at = targets.indexOf(document.activeElement as HTMLElement);
  const fromInput = document.activeElement === input;
  if ((!fromInput && at === -1) || targets.length === 0) return false;
  event.preventDefault();
  if (event.key === "ArrowDown")
    targets[fromInput ? 0 : Math.min(at + 1, targets.length - 1)].focus();
  else if (at <= 0) input?.focus();
  else targets[at - 1].focus();
  return true;
}

/** The page's address without the search: where the clear and cancel links go without JS. */
export function useAddressWithoutSearch() {
  const location = useLocation();
  const rest = withoutSearchQuery(location.search);
  const query = rest.toString();
  return {
    pathname: location.pathname,
    rest: [...rest.entries()],
    href: query ? `${location.pathname}?${query}` : location.pathname,
    key: location.key,
  };
}
