import type { ServerAction } from "~/contract";

/**
 * What a pending action's or a callback's handler may do to the page (docs/decisions/020). The
 * page builds it from its router hooks (effects-context.ts); tests hand in fakes.
 */
export interface EffectsContext {
  /** The address on screen: path and query. */
  address: string;
  user: { isPersonalInfoPresent?: boolean } | null;
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** Loads the page's (and the root's user state) data again. */
  revalidate: () => void;
  toast: (text: string | undefined) => void;
  /** Runs an action as its button would: a post to the page route, else in the browser. */
  runAction: (action: ServerAction) => void;
  /** Tells other tabs showing `pageUri` to load it again (the page channel). */
  announcePage: (pageUri: string, data?: unknown) => void;
  /** For the status polls (POST /api/action-status). */
  fetch: typeof fetch;
  csrf?: string;
  document: Pick<Document, "getElementById"> & { title: string };
  /** This app's origin: the iframe channel's target and check. */
  origin: string;
  /** The tab's storage for the kinds kept for another page (sessionStorage). */
  storage: Storage | null;
  /** Hands a result to whoever listens on the page (NETWORK_CALL's result object). */
  publish: (name: string, detail: unknown) => void;
  /** Waits between polls (tests make it instant). */
  sleep?: (ms: number) => Promise<void>;
}

/** A text field of an untyped payload, trimmed; undefined when absent or empty. */
export function textOf(data: unknown, key: string): string | undefined {
  const value =
    data && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined;
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** An action field of an untyped payload (the BFF vetted and signed it when it rendered it). */
export function actionOf(data: unknown, key = "action"): ServerAction | undefined {
  const value =
    data && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined;
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as ServerAction)
    : undefined;
}
