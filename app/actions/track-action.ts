import type { ServerAction } from "~/contract";
import { trackEvent } from "~/tracking/tracker";

/** The server action's tracking (spec 01 section 3): its event, when it names one. */
export function trackAction(action: ServerAction): void {
  const name = action.tracking?.eventName?.trim();
  if (!name) return;
  const data = action.tracking?.trackingData;
  trackEvent(name, data && typeof data === "object" ? data : undefined);
}
