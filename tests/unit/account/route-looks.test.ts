import { describe, expect, it } from "vitest";
import { accessFor } from "~/shared/access";
import { routeLook } from "~/shared/route-look";

/** Spec 01 section 2.1's looks for the routes issue 16 gives a page (docs/decisions/019). */
describe("route looks of issue 16's routes", () => {
  it("/my-calendar: no footer, no sticky header, login required, contains a calendar", () => {
    const look = routeLook("/my-calendar");
    expect(look).toMatchObject({
      group: "calendar",
      footer: false,
      stickyHeader: false,
      loginRequired: true,
      calendar: true,
    });
    expect(accessFor("/my-calendar", null)).toBe("login-required");
  });

  it.each([
    "/discord/oauth",
    "/github/oauth",
    "/join-program",
    "/onboarding/welcome",
    "/course-invite/pm-cohort-7-mentor",
    // More specific than the login-protected /register/*.
    "/register/status",
  ])("%s: the default look, open to visitors (the page asks for login itself)", (path) => {
    const look = routeLook(path);
    expect(look).toMatchObject({ group: "other", footer: true, loginRequired: false });
    expect(accessFor(path, null)).toBe("ok");
  });

  it("/user/connections is login-protected (/user/*), like the rest of the account", () => {
    expect(routeLook("/user/connections").loginRequired).toBe(true);
    expect(accessFor("/user/connections", null)).toBe("login-required");
    expect(accessFor("/user/connections", { isAdmin: false })).toBe("ok");
  });
});
