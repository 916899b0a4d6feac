import { compareSpecificity, compilePattern, pathSegments } from "~/shared/route-pattern";

/**
 * Spec 01 section 2.1: the look of every route (header, footer, theme, login), as data.
 * The pattern syntax and the specificity rules are documented in ./route-pattern.ts.
 */

/** "minimal" keeps the header with its options disabled: the logo only. */
export type HeaderMode = "full" | "minimal" | "hidden";

/**
 * The theme a route asks for. "compiler-preference" and "practice-preference" follow a stored
 * editor preference on the client (defaults dark and light); "course" and "default" follow the
 * page's own style. ./theme.ts turns it into "light" or "dark" for the server render.
 */
export type LookTheme =
  "dark" | "light" | "course" | "default" | "compiler-preference" | "practice-preference";

export type RouteGroup =
  | "marketing-dark"
  | "course"
  | "light-marketing"
  | "login-protected"
  | "checkout"
  | "header-hidden"
  | "practice"
  | "calendar"
  | "admin-editor"
  | "embed"
  | "other"
  | "spot"
  | "ai-interview"
  | "not-found";

export interface LookFlags {
  header: HeaderMode;
  headerOptionsDisabled: boolean;
  footer: boolean;
  stickyHeader: boolean;
  theme: LookTheme;
  isMarketingPage: boolean;
  loginRequired: boolean;
  /** The page contains a calendar (/my-calendar). */
  calendar: boolean;
  /** Embedded in another site: no header, no footer. */
  embed: boolean;
  /** The last path segment names the editor language to pre-load (/online-compiler/*). */
  preloadLastSegment: boolean;
}

export interface RouteRow {
  group: RouteGroup;
  patterns: readonly string[];
  look: Partial<LookFlags>;
}

export interface RouteLook extends Omit<LookFlags, "preloadLastSegment"> {
  group: RouteGroup;
  /** The pattern that won, or null for the not-found page. */
  pattern: string | null;
  /** Language to pre-load (the last path segment), only on /online-compiler/*. */
  preloadLanguage?: string;
  /** False for "anything else": the not-found page with header. */
  knownRoute: boolean;
}

/** Every flag a row does not set. */
export const DEFAULT_LOOK: LookFlags = {
  header: "full",
  headerOptionsDisabled: false,
  footer: true,
  stickyHeader: true,
  theme: "default",
  isMarketingPage: false,
  loginRequired: false,
  calendar: false,
  embed: false,
  preloadLastSegment: false,
};

const DARK_MARKETING: Partial<LookFlags> = { theme: "dark", isMarketingPage: true };
// Checkout-style pages keep the header (logo only) and drop its options and the footer.
const MINIMAL: Partial<LookFlags> = {
  header: "minimal",
  headerOptionsDisabled: true,
  footer: false,
};

/**
 * The route table, in the spec's order. Decisions the spec leaves open:
 * - course and light-marketing pages are marketing pages too (landing pages, larger type scale);
 * - /login is listed by the spec as login-protected: the login route itself is the place where
 *   login is "requested on mount", so it must not show the no-access message;
 * - pages without a header (the challenge page, the editors) are full-screen tools, so they drop
 *   the footer as well; the AI interview hides the footer (spec 01 section 2.4);
 * - the practice editor and the compiler fill the window (as sandboxes do): no footer (066).
 */
export const ROUTE_TABLE: readonly RouteRow[] = [
  {
    group: "marketing-dark",
    patterns: [
      "/",
      "/home",
      "/scale",
      "/rise",
      "/manifesto",
      "/contact-us",
      "/for-companies",
      "/event/*",
      "/events",
      "/competition/*",
      "/portfolio/*",
      "/portfolios/*",
      "/showcase",
      "/showcase/*",
      "/jobs",
      "/jobs/*",
      "/mentorship/*",
      "/company/*",
      "/associate-program",
    ],
    look: DARK_MARKETING,
  },
  {
    group: "marketing-dark",
    patterns: ["/online-compiler/*"],
    look: {
      ...DARK_MARKETING,
      footer: false,
      theme: "compiler-preference",
      preloadLastSegment: true,
    },
  },
  {
    group: "course",
    patterns: ["/course/*", "/lp/course/*", "/*/fp/*", "/*/ep/*", "/*/wp/*"],
    look: { theme: "course", isMarketingPage: true },
  },
  {
    group: "light-marketing",
    patterns: [
      "/about-us",
      "/resume/*",
      "/certificates/*",
      "/interview-preparation/*",
      "/associate-program/*",
    ],
    look: { theme: "light", isMarketingPage: true },
  },
  {
    group: "login-protected",
    patterns: [
      "/scale/enrol",
      "/scale/onboarding",
      "/orders",
      "/order/*",
      "/my-courses",
      "/coupons",
      "/login",
      "/referral/*",
      "/my-referrals",
      "/register/*",
      "/whatsapp-optin",
      "/user/*",
    ],
    look: { loginRequired: true },
  },
  {
    group: "checkout",
    patterns: [
      "/checkout",
      "/payment",
      // Ours (decision 006): the local test gateway is a step of the payment, so it looks like one.
      "/payment/test-gateway",
      "/course-dashboard/*",
      "/project-dashboard/*",
      "/contest/*",
      "/career-services-dashboard/*",
      "/mentor-dashboard/*",
      "/interview-prep/*",
      "/problem-group/*",
      "/web-sandbox/*",
      "/job-application/*",
      "/admin/dashboard/*",
      "/admin/sales",
      "/admin/marketing",
      "/admin/engagement/*",
    ],
    look: MINIMAL,
  },
  {
    group: "header-hidden",
    patterns: ["/course-dashboard/*/challenges/*/challenge"],
    look: { header: "hidden", footer: false },
  },
  {
    group: "practice",
    patterns: ["/problem/*"],
    look: { footer: false, theme: "practice-preference" },
  },
  {
    group: "calendar",
    patterns: ["/my-calendar"],
    look: { footer: false, stickyHeader: false, loginRequired: true, calendar: true },
  },
  {
    group: "admin-editor",
    patterns: [
      "/admin/cms/*",
      "/admin/companies",
      "/admin/crm/*",
      "/admin/educators",
      "/admin/spot/*",
      "/admin/success-stories",
      "/admin/jobs/*",
      "/admin",
      "*/builder",
      "/service/*",
    ],
    look: { header: "hidden", footer: false },
  },
  {
    group: "embed",
    patterns: ["/codesandbox/embed/*"],
    look: { header: "hidden", footer: false, embed: true },
  },
  {
    group: "other",
    patterns: [
      "/email-login",
      "/join-program",
      "/onboarding/*",
      "/course-invite/*",
      "/*/coach-profile/*",
      "/discord/oauth",
      "/github/oauth",
      "/multi-rater-feedback/*",
      "/mentor/*",
      "/policy/*",
      "/reviews",
      "/reviews/*",
      "/register/status",
      "/discord/open-server",
      "/jobs/*/*/*/*",
      "/interview-preparation/*/books",
      "/interview-preparation/*/questions",
      "/interview-preparation/*/questions/*/*",
      "/resume/*/resume-builder/*",
      "/policy/tos",
      "/policy/privacy-policy",
    ],
    look: {},
  },
  {
    group: "spot",
    patterns: ["/spot/*"],
    look: {},
  },
  {
    group: "ai-interview",
    patterns: ["/interview/*"],
    look: { loginRequired: true, footer: false },
  },
];

const NOT_FOUND_GROUP: RouteGroup = "not-found";

const compiledRows = ROUTE_TABLE.flatMap((row, rowIndex) =>
  row.patterns.map((pattern) => ({ row, rowIndex, compiled: compilePattern(pattern) })),
);

/** The most specific matching pattern of the table (ties: the earlier row), or undefined. */
function bestMatch(segments: readonly string[]) {
  let best: (typeof compiledRows)[number] | undefined;
  for (const candidate of compiledRows) {
    if (!candidate.compiled.matches(segments)) continue;
    if (!best || compareSpecificity(candidate.compiled, best.compiled) > 0) best = candidate;
  }
  return best;
}

/** The look of a path; query strings, hashes and trailing slashes are ignored. */
export function routeLook(pathname: string): RouteLook {
  const segments = pathSegments(pathname);
  const match = bestMatch(segments);
  const { preloadLastSegment, ...flags } = { ...DEFAULT_LOOK, ...match?.row.look };
  const look: RouteLook = {
    ...flags,
    group: match?.row.group ?? NOT_FOUND_GROUP,
    pattern: match?.compiled.pattern ?? null,
    knownRoute: match !== undefined,
  };
  if (preloadLastSegment && segments.length > 0) {
    look.preloadLanguage = segments[segments.length - 1];
  }
  return look;
}
