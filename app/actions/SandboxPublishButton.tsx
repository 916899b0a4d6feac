import { useState, type ReactNode } from "react";
import type { ServerAction } from "~/contract";
import { sandboxIdOfAction, useSandboxPublisher } from "./sandbox-publishers";

interface SandboxPublishButtonProps {
  action: ServerAction;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  /** Told when the button publishes (ActionLink tracks the action: this chunk imports no more of the page bundle). */
  onPublish: () => void;
}

/**
 * The button of CMS_CODE_SANDBOX_PUBLISH: publishes the sandbox the action names through its
 * workspace on this page (sandbox-publishers.ts), which shows the outcome (toast or failure
 * text). Disabled without JavaScript, while publishing, and when no workspace can publish it.
 */
export function SandboxPublishButton({
  action,
  className,
  children,
  onPublish,
  ...rest
}: SandboxPublishButtonProps) {
  const sandboxId = sandboxIdOfAction(action);
  const publish = useSandboxPublisher(sandboxId);
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={!publish || busy}
      aria-busy={busy || undefined}
      aria-label={rest["aria-label"]}
      data-action-type={action.type}
      data-sandbox-id={sandboxId}
      onClick={() => {
        if (!publish) return;
        onPublish();
        setBusy(true);
        void publish().finally(() => setBusy(false));
      }}
    >
      {children}
    </button>
  );
}
