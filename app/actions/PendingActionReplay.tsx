import { useLoaderData, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { isLoginOpen } from "~/shared/login-url";
import { useRootAuth } from "~/auth/root-auth";
import { ACTION_FIELDS } from "~/shared/action-result";
import { CsrfInput } from "./csrf";
import { clearPendingReplay, nextReplayStep } from "./pending-replay";
import { REPLAY_INTENT, replayOfferIn } from "./replay-offer";
import { useActionFetcher } from "./useActionFetcher";
import styles from "./PendingActionReplay.module.css";

/**
 * Runs the action that opened the login panel, once, after the login (spec 01 section 4).
 * When the page loader offers the server's kept form (replay-offer.ts), the page posts REPLAY:
 * by itself with JavaScript, through a Continue button without it. Otherwise this tab posts
 * again what it remembered (pending-replay.ts). The result shows as a toast whoever posted it
 * first, as that button or form may not be on the page any more.
 */
export function PendingActionReplay() {
  const { user } = useRootAuth();
  const location = useLocation();
  const hydrated = useHydrated();
  const offer = replayOfferIn(useLoaderData());
  const { submitFields, formAction } = useActionFetcher({ toast: "all" });
  const loggedIn = Boolean(user);
  const loginOpen = isLoginOpen(location.search);
  const hasOffer = loggedIn && Boolean(offer);
  const offeredAt = useRef<string | null>(null);

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
