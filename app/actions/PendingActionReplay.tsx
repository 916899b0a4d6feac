import { useLoaderData, useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { isLoginOpen } from "~/shared/login-url";
import { useRootAuth } from "~/auth/root-auth";
import { ACTION_FIELDS } from "~/shared/action-result";
import type { ServerAction } from "~/contract/primitives";
import { PENDING_ACTION_STORAGE_KEY } from "~/contract/values";
import { isMutatingIntent } from "./action-kind";
import { CsrfInput, useCsrfToken } from "./csrf";
import { clearPendingReplay, nextReplayStep } from "./pending-replay";
import { REPLAY_INTENT, replayOfferIn } from "./replay-offer";
import { announceToast } from "./toast-bus";
import { useActionFetcher } from "./useActionFetcher";
import { useClientActionRunner } from "./useClientActionRunner";
import styles from "./PendingActionReplay.module.css";

/**
 * Runs the action that opened the login panel, once, after the login (spec 01 section 4).
 * When the page loader offers the server's kept form (replay-offer.ts), the page posts REPLAY:
 * by itself with JavaScript, through a Continue button without it. Otherwise this tab posts
 * again what it remembered (pending-replay.ts). The result shows as a toast whoever posted it
 * first, as that button or form may not be on the page any more.
 */
export function PendingActionReplay({
  heldMessages = [],
}: {
  /** The frames' messages that arrived before this part's chunk (PendingActionReplayGate.tsx). */
  heldMessages?: readonly MessageEvent[];
}) {
  const { user } = useRootAuth();
  const location = useLocation();
  const hydrated = useHydrated();
  const offer = replayOfferIn(useLoaderData());
  const { submitFields, submitAction, formAction } = useActionFetcher({ toast: "all" });
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const runClient = useClientActionRunner();
  const csrf = useCsrfToken();
  const loggedIn = Boolean(user);
  const loginOpen = isLoginOpen(location.search);
  const hasOffer = loggedIn && Boolean(offer);
  const offeredAt = useRef<string | null>(null);
  /** What a pending action or a frame's message may do on this page (app/actions/after-result.ts). */
  const effects = () => ({
    address: `${location.pathname}${location.search}`,
    user,
    navigate,
    revalidate,
    runAction: (a: ServerAction) => (isMutatingIntent(a.type) ? submitAction(a) : runClient(a)),
    toast: announceToast,
    csrf,
  });

  useEffect(() => {
    if (hasOffer) {
      // The server's kept form wins; what this tab remembered is the same action.
      clearPendingReplay();
      if (offeredAt.current === location.key) return;
      offeredAt.current = location.key;
      submitFields({ [ACTION_FIELDS.intent]: REPLAY_INTENT });
      return;
    }
    const step = nextReplayStep({ loggedIn, pathname: location.pathname, loginOpen });
    if (step.kind === "replay") submitFields(step.fields);
  }, [hasOffer, loggedIn, location.key, location.pathname, loginOpen, submitFields]);

  // The pending action kept when an action needed login (decision 020) runs once, after it.
  useEffect(() => {
    let waiting = false;
    try {
      waiting = !!user && !!sessionStorage.getItem(PENDING_ACTION_STORAGE_KEY);
    } catch {
      // No storage: nothing was kept.
    }
    if (!waiting) return;
    void import("./after-result").then((m) => m.afterLogin(m.effectsContext(effects())));
    // Once per login and page: not again when the hooks' functions change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, location.pathname]);

  // The iframe channel (decision 020): its code loads with the first message a frame sends on it.
  const held = useRef([...heldMessages]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { channel?: unknown } | null)?.channel !== "iframe") return;
      void import("./after-result").then((m) =>
        m.onFrameMessage(event, m.effectsContext(effects())),
      );
    };
    window.addEventListener("message", onMessage);
    for (const event of held.current.splice(0)) onMessage(event);
    return () => window.removeEventListener("message", onMessage);
  });

  if (!hasOffer || hydrated) return null;
  return (
    <form method="post" action={formAction} className={styles.offer} data-replay-offer="">
      <CsrfInput />
      <input type="hidden" name={ACTION_FIELDS.intent} value={REPLAY_INTENT} />
      <p className={styles.text}>You are logged in. Continue with what you started?</p>
      <button type="submit" className="btn btn-primary">
        Continue
      </button>
    </form>
  );
}
