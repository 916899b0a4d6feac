import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useAppConfig } from "~/config/app-config";
import type { ServerAction } from "~/contract";
import { framedTarget } from "~/page/frame/open-in-frame";
import { classifyLink, isSafeHref, splitTarget } from "./link-target";

interface ActionLinkProps {
  action: ServerAction | undefined;
  className?: string;
  children: ReactNode;
  disabled?: boolean;
  "aria-label"?: string;
}

/**
 * Renders a server-described action as the element that works without JavaScript: a link for
 * navigation ("#id" scrolls, internal paths stay in the app, other sites open in a new tab).
 * Actions that change data are dispatched by the page's action route (issue 5); until a handler
 * exists for a type, its button is shown disabled rather than pretending to work.
 */
export function ActionLink({ action, className, children, disabled, ...rest }: ActionLinkProps) {
  const { siteOrigin } = useAppConfig();
  const location = useLocation();
  const uri = action?.uri;
  const isNavigation = !action?.type || action.type === "NAVIGATION" || action.type === "DEFAULT";
  if (disabled || !action || !uri || !isNavigation || !isSafeHref(uri)) {
    return (
      <button type="button" className={className} disabled aria-label={rest["aria-label"]}>
        {children}
      </button>
    );
  }
  const kind = classifyLink(uri, siteOrigin);
  if (kind === "hash") {
    return (
      <a href={uri} className={className} aria-label={rest["aria-label"]}>
        {children}
      </a>
    );
  }
  if (kind === "external" || action.openInNewTab) {
    return (
      <a
        href={uri}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={rest["aria-label"]}
      >
        {children}
      </a>
    );
  }
  // openInModal: the page opens over this one, as part of this address (?modal= or ?drawer=).
  const framed = framedTarget(action, splitTarget(uri, siteOrigin), location);
  if (framed) {
    return (
      <Link
        to={framed.to}
        state={framed.state}
        preventScrollReset
        className={className}
        aria-label={rest["aria-label"]}
      >
        {children}
      </Link>
    );
  }
  const target = splitTarget(uri, siteOrigin);
  return (
    <Link to={target} prefetch="intent" className={className} aria-label={rest["aria-label"]}>
      {children}
    </Link>
  );
}
