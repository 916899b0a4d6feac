import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { withLoginParam } from "~/shared/login-url";
import { useRootAuth } from "~/auth/root-auth";
import { useAppConfig } from "~/config/app-config";
import type { ServerAction } from "~/contract";
import { framedTarget } from "~/shared/open-in-frame";
import { actionKindOf } from "./action-kind";
import { ActionButton } from "./ActionButton";
import { ClientActionButton } from "./ClientActionButton";
import { carriesInterviewContext } from "./interview-context";
import { classifyLink, isSafeHref, splitTarget } from "./link-target";
import {
  AccountActionButton,
  DownloadForm,
  InterviewStartForm,
  SandboxPublishButton,
} from "./lazy-buttons";
import { trackAction } from "./track-action";

interface ActionLinkProps {
  action: ServerAction | undefined;
  className?: string;
  children: ReactNode;
  disabled?: boolean;
  "aria-label"?: string;
}

function DisabledButton({ className, children, ...rest }: Omit<ActionLinkProps, "action">) {
  return (
    <button type="button" className={className} disabled aria-label={rest["aria-label"]}>
      {children}
    </button>
  );
}

/**
 * Renders a server-described action as the element that works without JavaScript: a link for
 * navigation ("#id" scrolls, internal paths stay in the app, other sites open in a new tab), a
 * form posting to the page route for every type that changes data (docs/decisions/006), a plain
 * form for DOWNLOAD, the login panel's link and the logout form, and browser-only buttons for
 * SHARE, CLIPBOARD_COPY, SHOW_TOAST and RIGHT_PANE_TOGGLE, and CMS_CODE_SANDBOX_PUBLISH's button
 * that publishes the sandbox workspace on the page. A type we do not know is shown disabled
 * rather than pretending to work.
 */
export function ActionLink({ action, className, children, disabled, ...rest }: ActionLinkProps) {
  const { siteOrigin } = useAppConfig();
  const location = useLocation();
  const { user } = useRootAuth();
  const label = rest["aria-label"];
  if (disabled || !action) {
    return (
      <DisabledButton className={className} aria-label={label}>
        {children}
      </DisabledButton>
    );
  }
  const kind = actionKindOf(action);
  const props = { action, className, "aria-label": label, children };
  switch (kind) {
    case "mutation":
      return <ActionButton {...props} />;
    case "download":
      return <DownloadForm {...props} />;
    case "share":
    case "clipboard":
    case "toast":
    case "right-pane":
      return <ClientActionButton {...props} kind={kind} />;
    case "login":
    case "logout":
      return (
        <AccountActionButton kind={kind} className={className} aria-label={label}>
          {children}
        </AccountActionButton>
      );
    case "sandbox-publish":
      return <SandboxPublishButton {...props} onPublish={() => trackAction(action)} />;
    case "unsupported":
      return (
        <DisabledButton className={className} aria-label={label}>
          {children}
        </DisabledButton>
      );
    default:
      break;
  }
  if (carriesInterviewContext(action)) return <InterviewStartForm {...props} />;
  const uri = action.uri;
  if (!uri || !isSafeHref(uri)) {
    return (
      <DisabledButton className={className} aria-label={label}>
        {children}
      </DisabledButton>
    );
  }
  const linkKind = classifyLink(uri, siteOrigin);
  if (linkKind === "hash") {
    // html { scroll-behavior: smooth } (app.css) makes the jump smooth, also without JavaScript.
    return (
      <a href={uri} className={className} aria-label={label}>
        {children}
      </a>
    );
  }
  if (linkKind === "external" || action.openInNewTab) {
    return (
      <a
        href={uri}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
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
        replace={action.replace === true || undefined}
        className={className}
        aria-label={label}
      >
        {children}
      </Link>
    );
  }
  const target = splitTarget(uri, siteOrigin);
  // A navigation that needs login (loginAction), for a visitor who is not logged in: the target
  // page opens with the login panel over it, and the visitor stays there after the login.
  if (action.loginAction && !user) {
    return (
      <Link
        to={withLoginParam(`${target.pathname}${target.search}`)}
        className={className}
        aria-label={label}
      >
        {children}
      </Link>
    );
  }
  return (
    <Link
      to={target}
      prefetch="intent"
      replace={action.replace === true || undefined}
      className={className}
      aria-label={label}
    >
      {children}
    </Link>
  );
}
