import { useFetcher, useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, type FormEvent } from "react";
import { useRootAuth } from "~/auth/root-auth";
import type { ServerAction } from "~/contract";
import { getBrowserPageStore } from "~/browser-page-store/browser-page-store-client";
import { isActionResult, type ActionResult } from "~/shared/action-result";
import { isMutatingIntent } from "./action-kind";
import { useCsrfToken } from "./csrf";
import { clearPendingReplay, replayFieldsOf, savePendingReplay } from "./pending-replay";
import { actionKeyOf, conventionFields } from "./posting";
import { resultEffects, type ToastPolicy } from "./result-effects";
import { announceToast } from "./toast-bus";
import { useClientActionRunner } from "./useClientActionRunner";
import { usePageActionUrl } from "./usePageActionUrl";

/** Follow-up chains end here: an upstream that answers every action with another cannot loop. */
export const MAX_FOLLOW_UPS = 3;

export interface ActionFetcherOptions {
  toast: ToastPolicy;
  /** The action the form posts (its reloadPage applies when the result does not say). */
  action?: ServerAction;
  /** Called with each new result, after its effects have started. */
  onResult?: (result: ActionResult) => void;
}

/**
 * A fetcher that posts to the page route's action (usePageActionUrl: the current address, with
 * `?index` on the index route) and carries out each ActionResult: the toast, the login panel,
 * the browser page store, closing the modal, the reload and the follow-up action.
 */
export function useActionFetcher(options: ActionFetcherOptions) {
  const fetcher = useFetcher<ActionResult>();
  const formAction = usePageActionUrl();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const runClient = useClientActionRunner();
  const csrf = useCsrfToken();
  const { user } = useRootAuth();
  const followUps = useRef(0);
  const handled = useRef<unknown>(undefined);
  const latest = useRef({
    options,
    location,
    navigate,
    revalidator,
    runClient,
    csrf,
    formAction,
    user,
  });
  latest.current = { options, location, navigate, revalidator, runClient, csrf, formAction, user };

  /** Posts an action the way its button would (a follow-up, a replay). */
  const submitAction = useCallback(
    (action: ServerAction) => {
      const { csrf: token, formAction: url } = latest.current;
      const intent = action.type ?? "";
      const fields = conventionFields({ intent, action, formId: actionKeyOf(action), csrf: token });
      fetcher.submit(fields, { method: "post", action: url });
    },
    [fetcher],
  );

  const submitFields = useCallback(
    (fields: Record<string, string>) => {
      const { csrf: token, formAction: url } = latest.current;
      fetcher.submit(
        { ...fields, ...(token ? { csrf: token } : {}) },
        { method: "post", action: url },
      );
    },
    [fetcher],
  );

  const busy = fetcher.state !== "idle";

  /**
   * For the form's onSubmit: refuses a second submit while one runs, and remembers a post made
   * while logged out, so it can be replayed after the login it may open.
   */
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (busy) {
        event.preventDefault();
        return;
      }
      followUps.current = 0;
      if (!user) {
        const fields = replayFieldsOf(new FormData(event.currentTarget));
        savePendingReplay({ pathname: latest.current.location.pathname, fields });
      }
    },
    [busy, user],
  );

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || data === handled.current) return;
    handled.current = data;
    if (!isActionResult(data)) return;
    const now = latest.current;
    const address = `${now.location.pathname}${now.location.search}`;
    const effects = resultEffects(data, address, now.options.toast, now.options.action);
    announceToast(effects.toast);
    if (effects.loginTo) {
      // The action's pending action waits for the login (spec 01 section 4, decision 020).
      const kept = now.options.action?.pendingAction;
      const at = now.location.pathname;
      if (kept) void import("./pending/store").then((m) => m.keepPendingAction(kept, at));
      now.navigate(effects.loginTo, { preventScrollReset: true });
      return;
    }
    clearPendingReplay();
    const invalidated = effects.invalidateAllPages
      ? getBrowserPageStore().then((cache) => cache.invalidateAll())
      : Promise.resolve();
    if (effects.closeModalTo) {
      const to = effects.closeModalTo;
      void invalidated.then(() => now.navigate(to, { replace: true, preventScrollReset: true }));
    } else if (effects.revalidate) {
      void invalidated.then(() => now.revalidator.revalidate());
    }
    const follow = effects.follow;
    if (follow && followUps.current < MAX_FOLLOW_UPS) {
      followUps.current += 1;
      if (isMutatingIntent(follow.type)) submitAction(follow);
      else now.runClient(follow);
    }
    // Pending actions, callbacks and the page channel (docs/decisions/020): a chunk of their own.
    const posted = now.options.action;
    if (posted?.pendingAction || posted?.callback || follow?.pendingAction || effects.revalidate) {
      void import("./after-result").then((m) =>
        m.afterResult(
          data,
          posted,
          m.effectsContext({
            address,
            user: now.user,
            navigate: now.navigate,
            revalidate: now.revalidator.revalidate,
            runAction: (a) => (isMutatingIntent(a.type) ? submitAction(a) : now.runClient(a)),
            toast: announceToast,
            csrf: now.csrf,
          }),
        ),
      );
    }
    now.options.onResult?.(data);
  }, [fetcher.state, fetcher.data, submitAction]);

  return { fetcher, busy, onSubmit, submitAction, submitFields, formAction };
}
