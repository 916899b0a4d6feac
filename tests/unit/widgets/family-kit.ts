import { serverKinds } from "~/widgets/kinds.server";
import type { WidgetServerKind } from "~/widgets/define.server";
import { widgetDefinitions } from "~/widgets/registry";
import type { WidgetDefinition } from "~/widgets/types";

/**
 * The kinds the widget tests group by theme (once the catalogue files; now each kind is one
 * folder and these are only the tests' groups).
 */
export const ACCOUNT_KINDS = [
  "CHECKOUT",
  "PAYMENT_STATUS",
  "ORDER_LIST",
  "COURSE_REGISTRATION",
  "USER_LOGIN",
  "OTP_VERIFICATION",
  "CERTIFICATE_VERIFICATION",
  "FILE_UPLOAD",
  "REFERRAL_CARD",
  "NOTIFICATION_LIST",
  "SUBSCRIPTION_STATUS",
];
export const COMMUNITY_KINDS = [
  "POLLING",
  "LEADERBOARD",
  "DISCUSSION_FORUM",
  "CHAT",
  "CALENDAR",
  "COUPON",
];
export const DISPLAY_KINDS = [
  "MATCH_LIST",
  "REPORT_CARD",
  "PORTFOLIO",
  "CURRICULUM",
  "MENTOR_LIST",
  "INSTRUCTOR_PROFILE",
  "EVENT_LIST",
  "JOB_LIST",
  "PROGRESS_TRACKER",
  "ACHIEVEMENT_BADGES",
  "PLACEMENT_STATS",
  "SALARY_CHART",
  "SKILL_MATRIX",
  "PRICING_PLANS",
  "COMPARISON_TABLE",
  "ALUMNI_SPOTLIGHT",
  "CERTIFICATE_PREVIEW",
  "COURSE_SCHEDULE",
];
export const LAYOUT_KINDS = [
  "TEXT",
  "SPACER",
  "DIVIDER",
  "CARD_CONTAINER",
  "LOADER",
  "EMPTY_PAGE_VIEW",
  "CALLOUT",
  "QUOTE",
  "ICON_FEATURE_LIST",
  "STEPPER",
  "COUNTDOWN",
  "HIGHLIGHT_STRIP",
  "EMBED",
  "AUDIO",
  "CODE_SNIPPET",
  "BREADCRUMB",
  "SOCIAL_LINKS",
  "CONTACT_CARD",
];
export const COLLECTION_KINDS = [
  "TABS_NAV",
  "CARD_LIST",
  "FAQ",
  "TESTIMONIALS",
  "TABLE",
  "LOGO_STRIP",
  "TIMELINE",
];

/** The registry entries of these kinds, in the kinds' order. */
export function entriesOf(kinds: readonly string[]): WidgetDefinition[] {
  return kinds.flatMap((kind) => widgetDefinitions.filter((def) => def.kind === kind));
}

/** A kind's server half (schema, samples, eager component). */
export function serverKindOf(kind: string): WidgetServerKind {
  const def = serverKinds.find((entry) => entry.kind === kind);
  if (!def) throw new Error(`${kind} has no index.server.ts`);
  return def;
}

/** Whether a registry entry's component is a chunk of its own (React.lazy). */
export function isLazyComponent(component: unknown): boolean {
  return (component as { $$typeof?: symbol } | null)?.$$typeof === Symbol.for("react.lazy");
}
