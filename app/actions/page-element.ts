import type { ServerAction } from "~/contract";

/**
 * Spec 01 section 3, page-element action: action, cellId, pageId, replace flag, widget name
 * (schema: app/contract/pending.ts). It runs its action like any other; its result then either
 * replaces (replace: the navigation it leads to replaces the history entry) or refreshes the page
 * the named cell is on (reloadPage: the page's data loads again, and other tabs showing it are
 * told on the page channel).
 */
export interface PageElementActionLike {
  action: ServerAction;
  cellId?: string;
  pageId?: string;
  replace?: boolean;
  widgetName?: string;
}

export function isPageElementAction(value: unknown): value is PageElementActionLike {
  const action = (value as { action?: unknown } | null)?.action;
  return !!action && typeof action === "object" && !Array.isArray(action);
}

/** The server action a page-element action runs, with its replace/refresh intent applied. */
export function elementActionOf(element: PageElementActionLike): ServerAction {
  return element.replace === true
    ? { ...element.action, replace: true }
    : { ...element.action, reloadPage: element.action.reloadPage ?? true };
}

/** A table row's action (a server action or a page-element action) as the action to run. */
export function rowActionOf(value: unknown): ServerAction | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  return isPageElementAction(value) ? elementActionOf(value) : (value as ServerAction);
}
