import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useAppConfig } from "~/config/app-config";
import type { ServerAction } from "~/contract";
import type { ActionKind } from "./action-kind";
import { shareUrlOf } from "./client-actions";
import { trackAction } from "./track-action";
import { useClientActionRunner } from "./useClientActionRunner";

interface ClientActionButtonProps {
  action: ServerAction;
  kind: Extract<ActionKind, "share" | "clipboard" | "toast" | "right-pane">;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}

/**
 * The actions that stay in the browser. SHARE is a link to the shared page, so without
 * JavaScript it still leads there; with it, the click opens the share sheet (or copies the
 * link). The others need JavaScript: their button is disabled until the page has hydrated.
 */
export function ClientActionButton({
  action,
  kind,
  className,
  children,
  ...rest
}: ClientActionButtonProps) {
  const hydrated = useHydrated();
  const run = useClientActionRunner();
  const location = useLocation();
  const { siteOrigin } = useAppConfig();
  if (kind === "share") {
    const pageHref = new URL(
      `${location.pathname}${location.search}`,
      siteOrigin || "http://localhost",
    ).href;
    return (
      <a
        href={shareUrlOf(action, pageHref)}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={rest["aria-label"]}
        data-action-type="SHARE"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          trackAction(action);
          run(action);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      disabled={!hydrated}
      aria-label={rest["aria-label"]}
      data-action-type={action.type}
      onClick={() => {
        trackAction(action);
        run(action);
      }}
    >
      {children}
    </button>
  );
}
