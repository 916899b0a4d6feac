import { describe, expect, it } from "vitest";
import { ROUTE_TABLE, routeLook, type RouteGroup } from "~/shared/route-look";

/** One hand-written path per pattern of spec 01 section 2.1: [path, expected group, pattern]. */
const EVERY_PATTERN: Array<[string, RouteGroup, string]> = [
  ["/", "marketing-dark", "/"],
  ["/home", "marketing-dark", "/home"],
  ["/scale", "marketing-dark", "/scale"],
  ["/rise", "marketing-dark", "/rise"],
  ["/manifesto", "marketing-dark", "/manifesto"],
  ["/contact-us", "marketing-dark", "/contact-us"],
  ["/for-companies", "marketing-dark", "/for-companies"],
  ["/event/design-sprint", "marketing-dark", "/event/*"],
  ["/events", "marketing-dark", "/events"],
  ["/competition/hackathon", "marketing-dark", "/competition/*"],
  ["/portfolio/jane", "marketing-dark", "/portfolio/*"],
  ["/portfolios/design", "marketing-dark", "/portfolios/*"],
  ["/showcase", "marketing-dark", "/showcase"],
  ["/showcase/pm", "marketing-dark", "/showcase/*"],
  ["/jobs", "marketing-dark", "/jobs"],
  ["/jobs/analyst", "marketing-dark", "/jobs/*"],
  ["/mentorship/book", "marketing-dark", "/mentorship/*"],
  ["/company/acme", "marketing-dark", "/company/*"],
  ["/associate-program", "marketing-dark", "/associate-program"],
  ["/online-compiler/python", "marketing-dark", "/online-compiler/*"],
  ["/course/data-analyst-course", "course", "/course/*"],
  ["/lp/course/pm", "course", "/lp/course/*"],
  ["/pm/fp/batch-1", "course", "/*/fp/*"],
  ["/pm/ep/batch-1", "course", "/*/ep/*"],
  ["/pm/wp/batch-1", "course", "/*/wp/*"],
  ["/about-us", "light-marketing", "/about-us"],
  ["/resume/jane", "light-marketing", "/resume/*"],
  ["/certificates/abc", "light-marketing", "/certificates/*"],
  ["/interview-preparation/sql", "light-marketing", "/interview-preparation/*"],
  ["/associate-program/apply", "light-marketing", "/associate-program/*"],
  ["/scale/enrol", "login-protected", "/scale/enrol"],
  ["/scale/onboarding", "login-protected", "/scale/onboarding"],
  ["/orders", "login-protected", "/orders"],
  ["/order/42", "login-protected", "/order/*"],
  ["/my-courses", "login-protected", "/my-courses"],
  ["/coupons", "login-protected", "/coupons"],
  ["/login", "login-protected", "/login"],
  ["/referral/abc", "login-protected", "/referral/*"],
  ["/my-referrals", "login-protected", "/my-referrals"],
  ["/register/pm", "login-protected", "/register/*"],
  ["/whatsapp-optin", "login-protected", "/whatsapp-optin"],
  ["/user/profile", "login-protected", "/user/*"],
  ["/checkout", "checkout", "/checkout"],
  ["/payment", "checkout", "/payment"],
  ["/payment/test-gateway", "checkout", "/payment/test-gateway"],
  ["/course-dashboard/pm", "checkout", "/course-dashboard/*"],
  ["/project-dashboard/p1", "checkout", "/project-dashboard/*"],
  ["/contest/c1", "checkout", "/contest/*"],
  ["/career-services-dashboard/home", "checkout", "/career-services-dashboard/*"],
  ["/mentor-dashboard/home", "checkout", "/mentor-dashboard/*"],
  ["/interview-prep/sql", "checkout", "/interview-prep/*"],
  ["/problem-group/arrays", "checkout", "/problem-group/*"],
  ["/web-sandbox/s1", "checkout", "/web-sandbox/*"],
  ["/job-application/j1", "checkout", "/job-application/*"],
  ["/admin/dashboard/home", "checkout", "/admin/dashboard/*"],
  ["/admin/sales", "checkout", "/admin/sales"],
  ["/admin/marketing", "checkout", "/admin/marketing"],
  ["/admin/engagement/weekly", "checkout", "/admin/engagement/*"],
  [
    "/course-dashboard/pm/challenges/c1/challenge",
    "header-hidden",
    "/course-dashboard/*/challenges/*/challenge",
  ],
  ["/problem/two-sum", "practice", "/problem/*"],
  ["/my-calendar", "calendar", "/my-calendar"],
  ["/admin/cms/pages", "admin-editor", "/admin/cms/*"],
  ["/admin/companies", "admin-editor", "/admin/companies"],
  ["/admin/crm/leads", "admin-editor", "/admin/crm/*"],
  ["/admin/educators", "admin-editor", "/admin/educators"],
  ["/admin/spot/list", "admin-editor", "/admin/spot/*"],
  ["/admin/success-stories", "admin-editor", "/admin/success-stories"],
  ["/admin/jobs/new", "admin-editor", "/admin/jobs/*"],
  ["/admin", "admin-editor", "/admin"],
  ["/course/pm/builder", "admin-editor", "*/builder"],
  ["/service/status", "admin-editor", "/service/*"],
  ["/codesandbox/embed/abc", "embed", "/codesandbox/embed/*"],
  ["/email-login", "other", "/email-login"],
  ["/join-program", "other", "/join-program"],
  ["/onboarding/step-1", "other", "/onboarding/*"],
  ["/course-invite/abc", "other", "/course-invite/*"],
  ["/pm/coach-profile/jane", "other", "/*/coach-profile/*"],
  ["/discord/oauth", "other", "/discord/oauth"],
  ["/github/oauth", "other", "/github/oauth"],
  ["/multi-rater-feedback/f1", "other", "/multi-rater-feedback/*"],
  ["/mentor/jane", "other", "/mentor/*"],
  ["/policy/refund-policy", "other", "/policy/*"],
  ["/reviews", "other", "/reviews"],
  ["/reviews/pm", "other", "/reviews/*"],
  ["/register/status", "other", "/register/status"],
  ["/discord/open-server", "other", "/discord/open-server"],
  ["/jobs/a/b/c/d", "other", "/jobs/*/*/*/*"],
  ["/interview-preparation/sql/books", "other", "/interview-preparation/*/books"],
  ["/interview-preparation/sql/questions", "other", "/interview-preparation/*/questions"],
  [
    "/interview-preparation/sql/questions/joins/q1",
    "other",
    "/interview-preparation/*/questions/*/*",
  ],
  ["/resume/jane/resume-builder/edit", "other", "/resume/*/resume-builder/*"],
  ["/policy/tos", "other", "/policy/tos"],
  ["/policy/privacy-policy", "other", "/policy/privacy-policy"],
  ["/spot/live", "spot", "/spot/*"],
  ["/interview/session-1", "ai-interview", "/interview/*"],
];

describe("routeLook: every pattern of the route table", () => {
  it.each(EVERY_PATTERN)("%s -> %s (%s)", (path, group, pattern) => {
    const look = routeLook(path);
    expect(look.group).toBe(group);
    expect(look.pattern).toBe(pattern);
    expect(look.knownRoute).toBe(true);
  });

  it("the cases above cover every pattern of the table", () => {
    const tested = new Set(EVERY_PATTERN.map(([, , pattern]) => pattern));
    const all = ROUTE_TABLE.flatMap((row) => row.patterns);
    expect(all.filter((pattern) => !tested.has(pattern))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("routeLook: flags per group", () => {
  it("marketing dark", () => {
    expect(routeLook("/")).toMatchObject({
      header: "full",
      headerOptionsDisabled: false,
      footer: true,
      stickyHeader: true,
      theme: "dark",
      isMarketingPage: true,
      loginRequired: false,
      calendar: false,
      embed: false,
    });
    expect(routeLook("/").preloadLanguage).toBeUndefined();
  });

  it("online compiler: stored compiler preference and the language of the last segment", () => {
    expect(routeLook("/online-compiler/python")).toMatchObject({
      group: "marketing-dark",
      theme: "compiler-preference",
      preloadLanguage: "python",
    });
    expect(routeLook("/online-compiler/share/java/").preloadLanguage).toBe("java");
  });

  it("course, light marketing, practice", () => {
    expect(routeLook("/course/x")).toMatchObject({ theme: "course", isMarketingPage: true });
    expect(routeLook("/about-us")).toMatchObject({ theme: "light", isMarketingPage: true });
    expect(routeLook("/problem/x")).toMatchObject({
      theme: "practice-preference",
      header: "full",
      loginRequired: false,
    });
  });

  it("login protected", () => {
    expect(routeLook("/orders")).toMatchObject({
      loginRequired: true,
      header: "full",
      footer: true,
      theme: "default",
      isMarketingPage: false,
    });
  });

  it("checkout style: header kept with options disabled, no footer", () => {
    expect(routeLook("/checkout")).toMatchObject({
      header: "minimal",
      headerOptionsDisabled: true,
      footer: false,
      stickyHeader: true,
    });
  });

  it("header hidden, admin editors, embed", () => {
    expect(routeLook("/course-dashboard/a/challenges/b/challenge")).toMatchObject({
      header: "hidden",
      footer: false,
      embed: false,
    });
    expect(routeLook("/admin")).toMatchObject({ header: "hidden", footer: false });
    expect(routeLook("/codesandbox/embed/x")).toMatchObject({
      header: "hidden",
      footer: false,
      embed: true,
    });
  });

  it("calendar: no footer, no sticky header, login required, a calendar", () => {
    expect(routeLook("/my-calendar")).toMatchObject({
      footer: false,
      stickyHeader: false,
      loginRequired: true,
      calendar: true,
      header: "full",
    });
  });

  it("the code tools fill the window: no footer (decision 066)", () => {
    for (const path of ["/problem/x", "/online-compiler/python", "/web-sandbox/python-basics"])
      expect(routeLook(path).footer).toBe(false);
    expect(routeLook("/online-compiler/python")).toMatchObject({
      header: "full",
      theme: "compiler-preference",
    });
    expect(routeLook("/").footer).toBe(true);
  });

  it("AI interview: login required, footer hidden", () => {
    expect(routeLook("/interview/x")).toMatchObject({ loginRequired: true, footer: false });
  });

  it("other and spot use the defaults", () => {
    for (const path of ["/reviews", "/spot/x"]) {
      expect(routeLook(path)).toMatchObject({
        header: "full",
        headerOptionsDisabled: false,
        footer: true,
        stickyHeader: true,
        theme: "default",
        isMarketingPage: false,
        loginRequired: false,
      });
    }
  });
});

describe("routeLook: overlaps are decided by specificity", () => {
  const cases: Array<[string, RouteGroup]> = [
    ["/jobs/a", "marketing-dark"],
    ["/jobs/a/b", "marketing-dark"],
    ["/jobs/a/b/c", "marketing-dark"],
    ["/jobs/a/b/c/d", "other"],
    ["/jobs/a/b/c/d/e", "other"],
    ["/associate-program", "marketing-dark"],
    ["/associate-program/x", "light-marketing"],
    ["/interview-preparation/sql", "light-marketing"],
    ["/interview-preparation/sql/books", "other"],
    ["/interview-preparation/sql/questions", "other"],
    ["/interview-preparation/sql/questions/joins", "light-marketing"],
    ["/interview-preparation/sql/questions/joins/q1", "other"],
    ["/course-dashboard/pm", "checkout"],
    ["/course-dashboard/pm/challenges", "checkout"],
    ["/course-dashboard/pm/challenges/c1", "checkout"],
    ["/course-dashboard/pm/challenges/c1/challenge", "header-hidden"],
    ["/admin/cms/pages/builder", "admin-editor"],
    ["/admin/dashboard/builder", "admin-editor"],
    ["/course/pm/builder", "admin-editor"],
    ["/builder", "not-found"],
    ["/resume/jane", "light-marketing"],
    ["/resume/jane/resume-builder", "light-marketing"],
    ["/resume/jane/resume-builder/edit", "other"],
    ["/policy/tos", "other"],
    ["/policy/anything", "other"],
    ["/reviews", "other"],
    ["/reviews/pm/2024", "other"],
    ["/scale", "marketing-dark"],
    ["/scale/enrol", "login-protected"],
    ["/scale/other", "not-found"],
    ["/register/pm", "login-protected"],
    ["/register/status", "other"],
    ["/event/x/y", "marketing-dark"],
    ["/admin/jobs/new", "admin-editor"],
  ];
  it.each(cases)("%s -> %s", (path, group) => {
    expect(routeLook(path).group).toBe(group);
  });

  it("the more specific pattern wins whatever the table order", () => {
    expect(routeLook("/policy/tos").pattern).toBe("/policy/tos");
    expect(routeLook("/jobs/a/b/c/d").pattern).toBe("/jobs/*/*/*/*");
    expect(routeLook("/admin/cms/pages/builder").pattern).toBe("*/builder");
    expect(routeLook("/admin/cms/pages").pattern).toBe("/admin/cms/*");
    expect(routeLook("/course/pm/builder").pattern).toBe("*/builder");
  });
});

describe("routeLook: path handling", () => {
  it("ignores trailing slashes, query strings and hashes", () => {
    expect(routeLook("/orders/").group).toBe("login-protected");
    expect(routeLook("/orders?page=2").group).toBe("login-protected");
    expect(routeLook("/orders/?page=2#top").group).toBe("login-protected");
    expect(routeLook("/jobs/a/b/c/d/?x=1").group).toBe("other");
    expect(routeLook("/?utm_source=x").group).toBe("marketing-dark");
    expect(routeLook("").pattern).toBe("/");
  });

  it("is case-sensitive", () => {
    expect(routeLook("/Orders").group).toBe("not-found");
  });

  it("a trailing wildcard needs at least one segment", () => {
    expect(routeLook("/event").group).toBe("not-found");
    expect(routeLook("/course").group).toBe("not-found");
    expect(routeLook("/online-compiler").knownRoute).toBe(false);
  });

  it("unknown paths are the not-found page with header and footer", () => {
    expect(routeLook("/no/such/page")).toEqual({
      group: "not-found",
      pattern: null,
      knownRoute: false,
      header: "full",
      headerOptionsDisabled: false,
      footer: true,
      stickyHeader: true,
      theme: "default",
      isMarketingPage: false,
      loginRequired: false,
      calendar: false,
      embed: false,
    });
  });
});
