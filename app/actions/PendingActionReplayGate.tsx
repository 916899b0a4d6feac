import { useLoaderData, useLocation } from "@remix-run/react";
import { startTransition, useEffect, useState } from "react";
import { useRootAuth } from "~/auth/use-root-auth";
import { PENDING_ACTION_STORAGE_KEY } from "~/contract/values";
import { lazyPart } from "~/ui/lazy-part";
import { PENDING_REPLAY_KEY } from "./pending-replay-key";
import { replayOfferIn } from "./replay-offer";

/**
 * The login replay (PendingActionReplay.tsx) is a chunk of its own (with the action runtime): it
 * has work only for a logged-in user, a page that offers the server's kept form, a tab that
 * remembers an action from before its login, or a frame's message on the iframe channel.
 */
const PendingActionReplayPart = lazyPart(() =>
  import("./PendingActionReplay").then((m) => m.PendingActionReplay),
);

function rememberedInThisTab(): boolean {
  try {
    return Boolean(
      sessionStorage.getItem(PENDING_REPLAY_KEY) ||
      sessionStorage.getItem(PENDING_ACTION_STORAGE_KEY),
    );
  } catch {
    return false;
  }
}

export function PendingActionReplayGate() {
  const { user } = useRootAuth();
  const offered = Boolean(replayOfferIn(useLoaderData()));
  // Read again at every address (the login panel opening is one): a button may have saved an
  // action since. Read after hydration: the server cannot know it, and the first render matches
  // the server's.
  const { key } = useLocation();
  const [remembered, setRemembered] = useState(false);
  // A transition: parts still hydrating (their chunks on the way) wait for it instead of being
  // rendered again from scratch (React error #421).
  useEffect(() => startTransition(() => setRemembered(rememberedInThisTab())), [key]);
  const [held, setHeld] = useState<MessageEvent[]>([]);
  const needed = Boolean(user) || offered || remembered || held.length > 0;

  // Until the part is there, the iframe channel's messages wait for it.
  useEffect(() => {
    if (needed) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { channel?: unknown } | null)?.channel === "iframe") {
        setHeld((messages) => [...messages, event]);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [needed]);

  return needed ? <PendingActionReplayPart heldMessages={held} /> : null;
}
