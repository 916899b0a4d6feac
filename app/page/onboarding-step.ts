import type { NavigateFunction } from "@remix-run/react";
import { classifyLink, isSafeHref, splitTarget } from "~/actions/link-target";
import type { ServerAction } from "~/contract/primitives";

/** What the onboarding action of a loaded page does (spec 01 sections 2.1 and 4). */
export type OnboardingStep =
  | { kind: "navigate"; to: string }
  | { kind: "open-tab"; href: string }
  | { kind: "scroll"; id: string }
  | { kind: "dispatch"; action: ServerAction }
  | { kind: "none" };

/**
 * NAVIGATION: an internal target (a path, "#id", or the product's own site) navigates in this
 * tab, an external one (or openInNewTab) opens a new tab; any other action type goes to the
 * caller's dispatcher. Unsafe targets ("javascript:") do nothing.
 */
export function onboardingStep(
  action: ServerAction | undefined,
  siteOrigin: string,
): OnboardingStep {
  if (!action) return { kind: "none" };
  if (action.type !== undefined && action.type !== "NAVIGATION")
    return { kind: "dispatch", action };
  const uri = action.uri?.trim();
  if (!uri) return { kind: "none" };
  const kind = classifyLink(uri, siteOrigin);
  if (kind === "hash") return { kind: "scroll", id: decodeURIComponent(uri.slice(1)) };
  if (kind === "external" || action.openInNewTab) {
    return isSafeHref(uri) ? { kind: "open-tab", href: uri } : { kind: "none" };
  }
  const { pathname, search, hash } = splitTarget(uri, siteOrigin);
  return { kind: "navigate", to: `${pathname}${search}${hash}` };
}

/** Does the onboarding action's step (useOnboardingAction.ts loads this when a page has one). */
export function runOnboardingStep(current: {
  action: ServerAction | undefined;
  siteOrigin: string;
  navigate: NavigateFunction;
  dispatch?: (action: ServerAction) => void;
}): void {
  const step = onboardingStep(current.action, current.siteOrigin);
  switch (step.kind) {
    case "navigate":
      current.navigate(step.to);
      break;
    case "open-tab":
      window.open(step.href, "_blank", "noopener,noreferrer");
      break;
    case "scroll":
      document.getElementById(step.id)?.scrollIntoView({ behavior: "smooth" });
      break;
    case "dispatch":
      current.dispatch?.(step.action);
      break;
    default:
      break;
  }
}
