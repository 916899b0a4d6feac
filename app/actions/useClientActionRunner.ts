import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback } from "react";
import { withLoginParam } from "~/shared/login-url";
import { useAppConfig } from "~/config/app-config";
import type { ServerAction } from "~/contract";
import { framedTarget } from "~/shared/open-in-frame";
import { NAV_PATHS } from "~/shared/nav-links";
import { actionKindOf } from "./action-kind";
import {
  copyText,
  shareOrCopy,
  toastMessageOf,
  toggleRightPane,
  type BrowserApis,
} from "./client-actions";
import { useCsrfToken } from "./csrf";
import { classifyLink, isSafeHref, splitTarget } from "./link-target";
import { submitPlainForm } from "./plain-form";
import { actionKeyOf, conventionFields, DOWNLOAD_ROUTE } from "./posting";
import { announceToast } from "./toast-bus";

/** Where logouts started by a server action come from, for tracking (LogoutForm's source). */
export const ACTION_LOGOUT_SOURCE = "Page Action";

/** Scrolls to "#id" smoothly (spec 01 section 2.1) and puts the hash in the address. */
export function scrollToHash(uri: string): void {
  const id = decodeURIComponent(uri.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  window.history.replaceState(window.history.state, "", uri);
}

/**
 * Runs an action that does not post to the page route: a navigation (in the app, in a modal or
 * drawer, "#id", a new tab), SHARE, CLIPBOARD_COPY, SHOW_TOAST, RIGHT_PANE_TOGGLE, the login
 * panel, LOGOUT and DOWNLOAD (plain posts). Used for follow-up actions, which arrive without a
 * button of their own. Answers false for what it does not run (mutations, unknown types).
 */
export function useClientActionRunner(): (action: ServerAction) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const { siteOrigin } = useAppConfig();
  const csrf = useCsrfToken();

  return useCallback(
    (action: ServerAction) => {
      const address = `${location.pathname}${location.search}`;
      const apis = window.navigator as BrowserApis;
      switch (actionKindOf(action)) {
        case "navigation": {
          const uri = action.uri?.trim();
          if (!uri || !isSafeHref(uri)) return false;
          const kind = classifyLink(uri, siteOrigin);
          if (kind === "hash") scrollToHash(uri);
          else if (kind === "external" || action.openInNewTab) {
            // Without a click of its own a new tab may be blocked: then this tab goes there.
            const opened = window.open(uri, "_blank", "noopener,noreferrer");
            if (!opened && kind === "external") window.location.assign(uri);
          } else {
            const target = splitTarget(uri, siteOrigin);
            const framed = framedTarget(action, target, location);
            // The server action's replace flag (decision 020): the entry is replaced, not pushed.
            const replace = action.replace === true;
            if (framed) {
              navigate(framed.to, { state: framed.state, preventScrollReset: true, replace });
            } else navigate(target, { replace });
          }
          return true;
        }
        case "share":
          void shareOrCopy(apis, action, window.location.href).then(announceToast);
          return true;
        case "clipboard":
          void copyText(apis, action.copyText ?? "", action.toastText).then(announceToast);
          return true;
        case "toast":
          announceToast(toastMessageOf(action));
          return true;
        case "right-pane":
          toggleRightPane(document);
          return true;
        case "login":
          navigate(withLoginParam(address), { preventScrollReset: true });
          return true;
        case "logout":
          submitPlainForm(NAV_PATHS.logout, {
            logoutSource: ACTION_LOGOUT_SOURCE,
            ...(csrf ? { csrf } : {}),
          });
          return true;
        case "download":
          submitPlainForm(
            DOWNLOAD_ROUTE,
            conventionFields({ intent: "DOWNLOAD", action, formId: actionKeyOf(action), csrf }),
          );
          return true;
        default:
          return false;
      }
    },
    [navigate, location, siteOrigin, csrf],
  );
}
