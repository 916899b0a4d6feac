import { describe, expect, it } from "vitest";
import {
  afterLoginPath,
  isLoginOpen,
  loginPagePath,
  panelPath,
  safeReturnPath,
  sameSitePath,
  withLoginParam,
  withoutLoginParam,
} from "~/shared/login-url";

describe("safeReturnPath: same-site paths only", () => {
  it.each(["/", "/course/x", "/orders?tab=2", "/a/b#top", "/search?q=a%2Fb"])("keeps %s", (p) => {
    expect(safeReturnPath(p)).toBe(p);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "/\t/evil.example",
    "/ok\r\nSet-Cookie: x=1",
    "",
    "   ",
    42,
    null,
    undefined,
    `/${"a".repeat(2001)}`,
  ])("refuses %j", (target) => {
    expect(safeReturnPath(target)).toBe("/");
    expect(safeReturnPath(target, "/fallback")).toBe("/fallback");
  });

  it("normalises dot segments instead of leaving the site", () => {
    expect(safeReturnPath("/a/../../b")).toBe("/b");
  });
});

describe("sameSitePath", () => {
  const origin = "http://127.0.0.1:3000";
  it("turns an own-site Referer into a path, nothing else", () => {
    expect(sameSitePath("http://127.0.0.1:3000/course/x?y=1", origin)).toBe("/course/x?y=1");
    expect(sameSitePath("https://evil.example/course/x", origin)).toBeUndefined();
    expect(sameSitePath("not a url", origin)).toBeUndefined();
    expect(sameSitePath(null, origin)).toBeUndefined();
  });
});

describe("the login parameter and where a login goes", () => {
  it("opens and closes the panel over a page", () => {
    expect(withLoginParam("/course/x?a=1")).toBe("/course/x?a=1&login=1");
    expect(withoutLoginParam("/course/x?a=1&login=1")).toBe("/course/x?a=1");
    expect(isLoginOpen("?login=1")).toBe(true);
    expect(isLoginOpen("?login=0")).toBe(false);
  });

  it("shows the next step where the panel is open anyway, else with ?login=1", () => {
    expect(panelPath("/course/x")).toBe("/course/x?login=1");
    expect(panelPath("/orders")).toBe("/orders");
    expect(panelPath("/login?redirectTo=%2Forders")).toBe("/login?redirectTo=%2Forders");
    expect(panelPath("/interview/s?token=t&interviewId=i")).toBe(
      "/interview/s?token=t&interviewId=i",
    );
  });

  it("goes back to the page, or to the login page's redirectTo", () => {
    expect(afterLoginPath("/course/x?login=1")).toBe("/course/x");
    expect(afterLoginPath("/login?redirectTo=%2Forders")).toBe("/orders");
    expect(afterLoginPath("/login?redirectTo=https%3A%2F%2Fevil.example")).toBe("/");
    expect(afterLoginPath("/login")).toBe("/");
    expect(loginPagePath("/orders")).toBe("/login?redirectTo=%2Forders");
    expect(loginPagePath("//evil")).toBe("/login");
  });
});
