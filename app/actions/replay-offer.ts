/**
 * The server's side of the replay after login (server/bff/actions/replay.server.ts): when the
 * page loader says a kept form waits for this page (`replayOffer`), the page posts the intent
 * REPLAY, which runs the kept form once. Without JavaScript the page shows a Continue button
 * that posts the same.
 */
export const REPLAY_INTENT = "REPLAY";

export interface ReplayOffer {
  intent: string;
  formId?: string;
}

/** The offer in the page route's loader data, if any (the data is read leniently). */
export function replayOfferIn(loaderData: unknown): ReplayOffer | undefined {
  const offer = (loaderData as { replayOffer?: unknown } | null | undefined)?.replayOffer;
  if (!offer || typeof offer !== "object") return undefined;
  const { intent, formId } = offer as { intent?: unknown; formId?: unknown };
  if (typeof intent !== "string" || !intent) return undefined;
  return { intent, formId: typeof formId === "string" ? formId : undefined };
}
