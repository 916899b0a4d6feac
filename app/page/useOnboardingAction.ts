import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useAppConfig } from "~/config/app-config";
import type { ServerAction } from "~/contract/primitives";
import { viewKeyOf, type PageState } from "./page-state";

/**
 * Spec 01 section 4: the onboarding action fires once when a page with onboarding data has
 * loaded; a revalidation of the same page does not fire it again. `dispatch` receives actions
 * that are not navigations (the action dispatcher, when there is one).
 */
export function useOnboardingAction(
  state: PageState,
  page: { onboardingData?: { navigationAction?: ServerAction } } | null | undefined,
  dispatch?: (action: ServerAction) => void,
) {
  const navigate = useNavigate();
  const { siteOrigin } = useAppConfig();
  const view = viewKeyOf(state);
  const action = page?.onboardingData?.navigationAction;
  const fired = useRef<string | null>(null);
  const latest = useRef({ action, dispatch, navigate, siteOrigin });
  latest.current = { action, dispatch, navigate, siteOrigin };

  useEffect(() => {
    if (view === null || fired.current === view) return;
    fired.current = view;
    const current = latest.current;
    // Most pages have none: the step's code loads only for a page that has one.
    if (!current.action) return;
    void import("./onboarding-step").then((m) => m.runOnboardingStep(current));
  }, [view]);
}
