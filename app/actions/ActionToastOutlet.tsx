import { useActionData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { getBrowserPageStore } from "~/browser-page-store/browser-page-store-client";
import { Toast } from "~/ui/Toast";
import { isActionResult } from "~/shared/action-result";
import { PendingActionReplayGate } from "./PendingActionReplayGate";
import { documentResultToasts } from "./result-effects";
import { onToast } from "./toast-bus";

/**
 * The page's toast for action results (spec 01 section 2.3). Without JavaScript the page route
 * renders again with the result (useActionData) and its message is the toast, visible in the
 * server's HTML; with it, buttons announce their fetcher results (toast-bus.ts). Each new message
 * shows again, also when its text is the same as the last one. Also mounts the login replay.
 */
export function ActionToastOutlet() {
  const actionData = useActionData();
  const documentResult = isActionResult(actionData) ? actionData : undefined;
  const [toast, setToast] = useState(() => ({
    text:
      documentResult && documentResultToasts(documentResult) ? documentResult.message : undefined,
    seq: 0,
  }));

  useEffect(() => onToast((text) => setToast((last) => ({ text, seq: last.seq + 1 }))), []);

  // A result rendered by the server may ask for the browser page store to be invalidated (JS only).
  const invalidate = documentResult?.invalidateAllPages === true;
  useEffect(() => {
    if (invalidate) void getBrowserPageStore().then((cache) => cache.invalidateAll());
  }, [invalidate]);

  return (
    <div data-action-toast="" style={{ display: "contents" }}>
      <Toast key={toast.seq} message={toast.text} />
      <PendingActionReplayGate />
    </div>
  );
}
