import type { IframeMessageType } from "~/contract/action-kinds";

/**
 * Spec 01 section 4, "Named channels: iframe": postMessage between the page and the frames it
 * embeds. Both ways the other side's origin must be the app's own or an allowed sandbox origin,
 * and a message must fit the iframe message schema (app/contract/pending.ts, iframeMessageSchema;
 * checked here without zod, and a unit test holds the two to the same verdicts).
 */
export const IFRAME_CHANNEL = "iframe";

export interface IframeChannelMessage {
  channel: typeof IFRAME_CHANNEL;
  type: IframeMessageType | (string & {});
  pendingAction?: { kind: string; data?: unknown; savedAt?: number };
  pageUri?: string;
  height?: number;
  data?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

const optional = (value: unknown, check: (v: unknown) => boolean) =>
  value === undefined || value === null || check(value);

/** The message when it fits the schema, else undefined (the zod-free twin of iframeMessageSchema). */
export function readIframeMessage(raw: unknown): IframeChannelMessage | undefined {
  if (!isObject(raw) || raw.channel !== IFRAME_CHANNEL || typeof raw.type !== "string") {
    return undefined;
  }
  const pending = raw.pendingAction;
  const fits =
    optional(pending, (p) => isObject(p) && typeof p.kind === "string") &&
    optional(raw.pageUri, (u) => typeof u === "string" && u.startsWith("/")) &&
    optional(
      raw.height,
      (h) => typeof h === "number" && Number.isInteger(h) && h >= 0 && h <= 20_000,
    ) &&
    optional(isObject(pending) ? pending.savedAt : undefined, (s) => typeof s === "number");
  return fits ? (raw as unknown as IframeChannelMessage) : undefined;
}

/** The origins a frame message may come from (and go to): the app's own and the sandboxes'. */
export function allowedOrigins(ownOrigin: string, extra: readonly string[] = []): Set<string> {
  const origins = new Set<string>();
  for (const raw of [ownOrigin, ...extra]) {
    try {
      origins.add(new URL(raw).origin);
    } catch {
      // Not an address: not an origin.
    }
  }
  return origins;
}

/** The origin of a frame's src (relative to the page), or undefined. */
export function frameOrigin(
  frame: Pick<HTMLIFrameElement, "src">,
  base: string,
): string | undefined {
  try {
    return new URL(frame.src, base).origin;
  } catch {
    return undefined;
  }
}

type FrameLike = Pick<HTMLIFrameElement, "src" | "contentWindow" | "addEventListener"> & {
  dataset?: DOMStringMap;
};

/**
 * Posts `message` on the iframe channel to `frame` once it has loaded: at once when it already
 * has (data-loaded="true", set by its load listener), else on its next load event. Refused (false)
 * when the frame's origin is not an allowed one: a message never goes to a foreign page.
 */
export function postToFrame(
  frame: FrameLike,
  message: Omit<IframeChannelMessage, "channel">,
  allowed: Set<string>,
  base: string,
): boolean {
  const origin = frameOrigin(frame, base);
  if (!origin || !allowed.has(origin)) return false;
  const send = () =>
    frame.contentWindow?.postMessage({ ...message, channel: IFRAME_CHANNEL }, origin);
  if (frame.dataset?.loaded === "true") send();
  else frame.addEventListener("load", send, { once: true });
  return true;
}

export interface FrameListener {
  onPendingAction?: (pending: { kind: string; data?: unknown }) => void;
  onPageReload?: (pageUri: string, data?: unknown) => void;
  onResize?: (source: MessageEventSource | null, height: number) => void;
}

/**
 * The page's side: a `message` handler that takes only channel messages from allowed origins
 * that fit the schema, and hands them on by type.
 */
export function frameMessageHandler(allowed: Set<string>, listener: FrameListener) {
  return (event: Pick<MessageEvent, "origin" | "data" | "source">): boolean => {
    if (!allowed.has(event.origin)) return false;
    const message = readIframeMessage(event.data);
    if (!message) return false;
    if (message.type === "pending-action" && message.pendingAction) {
      listener.onPendingAction?.(message.pendingAction);
    } else if (message.type === "page-reload" && message.pageUri) {
      listener.onPageReload?.(message.pageUri, message.data);
    } else if (message.type === "resize" && typeof message.height === "number") {
      listener.onResize?.(event.source, message.height);
    } else {
      return false;
    }
    return true;
  };
}
