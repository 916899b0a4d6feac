/**
 * What a framing page sends its embed when it starts listening: the embed answers with its height
 * again (use-embed-height.ts), as its first report may have come before the page listened (the
 * page hydrates after the frame's content, which loads on its own).
 */
export const SANDBOX_HEIGHT_REQUEST = "sandbox-height-request";

/** The tallest an embed frame grows (a runaway page cannot make the lesson endless). */
export const EMBED_MAX_HEIGHT = 4000;

/**
 * The height a framing page reads from a message, when the message is an embed's height report
 * (use-embed-height.ts) from the frame it expects; undefined for anything else.
 */
export function embedHeightOf(
  event: Pick<MessageEvent, "data" | "origin" | "source">,
  frame: { origin: string; window: unknown },
  minHeight: number,
): number | undefined {
  if (event.origin !== frame.origin || event.source !== frame.window) return undefined;
  const data = event.data as { type?: unknown; height?: unknown } | null;
  if (data?.type !== "sandbox-height" || typeof data.height !== "number") return undefined;
  if (!Number.isFinite(data.height)) return undefined;
  return Math.min(EMBED_MAX_HEIGHT, Math.max(minHeight, Math.ceil(data.height)));
}
