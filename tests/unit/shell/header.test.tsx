import { describe, expect, it } from "vitest";
import type { LoggedInUser } from "~/contract/user";
import { Header } from "~/shell/Header";
import { routeLook } from "~/shared/route-look";
import { renderToHtml } from "../../support/render";
import { linksIn, parseHtml, textsOf } from "./dom";
import {
  admin,
  BLOG_URL,
  learner,
  riseMember,
  scaleMember,
  withoutFirstName,
  withPortfolio,
} from "./fixtures";

async function renderHeader(user: LoggedInUser | null, path = "/") {
  const html = await renderToHtml(<Header look={routeLook(path)} user={user} blogUrl={BLOG_URL} />);
  const doc = parseHtml(html);
  return {
    html,
    doc,
    header: doc.querySelector("header"),
    desktop: doc.querySelector('nav[aria-label="Main"]'),
    profile: doc.querySelector('[data-testid="profile-menu"]'),
    mobile: doc.querySelector('nav[aria-label="Mobile navigation"]'),
  };
}

const COURSE_LINKS = [
  { text: "Product Manager", href: "/course/product-management-course", target: null },
  { text: "Product Designer", href: "/course/ui-ux-design-course", target: null },
  { text: "Data Analyst", href: "/course/data-analyst-course", target: null },
  { text: "Business Analyst", href: "/course/business-analyst-course", target: null },
  { text: "Applied Generative AI", href: "/course/generative-ai-course", target: null },
];

/** Ours (issue 44): the Practice dropdown and the mobile menu's Practice block. */
const PRACTICE_LINKS = [
  { text: "Problems", href: "/practice", target: null },
  { text: "Online compiler", href: "/online-compiler/python", target: null },
  { text: "Sandboxes", href: "/sandboxes", target: null },
];

/** Desktop links outside the profile menu, for every user. */
const DESKTOP_NAV = [
  ...COURSE_LINKS,
  ...PRACTICE_LINKS,
  { text: "Reviews", href: "/reviews", target: null },
  { text: "Hire from us", href: "/for-companies", target: null },
  { text: "Blogs", href: BLOG_URL, target: "_blank" },
];

function profileLinkTexts(profile: Element | null): string[] {
  return linksIn(profile).map((link) => link.text);
}

describe("Header: the logo", () => {
  it("is a 120 by 32 image linking home", async () => {
    const { header } = await renderHeader(null);
    const logo = header?.querySelector('a[aria-label="Home"]');
    expect(logo?.getAttribute("href")).toBe("/");
    // Inline (decision 026): no request before the first paint.
    const img = logo?.querySelector('svg[role="img"]');
    expect(img?.getAttribute("width")).toBe("120");
    expect(img?.getAttribute("height")).toBe("32");
    expect(img?.getAttribute("aria-label")).toBe("Career Learning");
    expect(logo?.querySelector("img")).toBeNull();
  });
});

// Rendered once for the visitor's tests (top-level await: a test file is an ES module).
const visitor = await renderHeader(null);

describe("Header: visitor", () => {
  const { desktop, profile, mobile, doc } = visitor;

  it("desktop: Courses dropdown with two blocks, Practice, Reviews, Hire from us, Blogs, Login", async () => {
    // The theme switch (decision 051): three submit buttons named for screen readers.
    expect(textsOf(desktop, "button")).toEqual([
      "Courses",
      "Practice",
      "System theme",
      "Light theme",
      "Dark theme",
    ]);
    const themes = desktop?.querySelector('form[action="/theme"]');
    expect(themes?.getAttribute("method")).toBe("post");
    expect(themes?.querySelector('button[aria-pressed="true"]')?.getAttribute("value")).toBe(
      "system",
    );
    expect(textsOf(desktop, '[role="group"] > p')).toEqual([
      "Placement-focused fellowships",
      "Upskilling bootcamps",
      "Practice",
    ]);
    expect(linksIn(desktop)).toEqual([
      ...DESKTOP_NAV,
      { text: "Login", href: "/login", target: null },
    ]);
    expect(profile).toBeNull();
  });

  it("Blogs opens in a new tab without handing over the opener", async () => {
    const blog = desktop?.querySelector(`a[href="${BLOG_URL}"]`);
    expect(blog?.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("mobile: hamburger toggle tracked as Hamburger Click; courses, Reviews, Blog, Login", async () => {
    const summary = doc.querySelector("details > summary");
    expect(summary?.getAttribute("data-track")).toBe("Hamburger Click");
    expect(summary?.getAttribute("aria-label")).toBe("Menu");
    expect(linksIn(mobile)).toEqual([
      ...COURSE_LINKS,
      ...PRACTICE_LINKS,
      { text: "Reviews", href: "/reviews", target: null },
      { text: "Blog", href: BLOG_URL, target: "_blank" },
      { text: "Login", href: "/login", target: null },
    ]);
    expect(mobile?.querySelector('form[action="/logout"]')).toBeNull();
    expect(mobile?.querySelector('form[action="/theme"]')).not.toBeNull();
  });

  it("the dropdown works without JavaScript: no aria-expanded before hydration", async () => {
    expect(desktop?.querySelector("button")?.hasAttribute("aria-expanded")).toBe(false);
  });
});

describe("Header: logged-in users", () => {
  it("learner: first name, profile with name, email, My Courses, My Orders, Log out, legal", async () => {
    const { desktop, profile } = await renderHeader(learner);
    expect(linksIn(desktop).slice(0, DESKTOP_NAV.length)).toEqual(DESKTOP_NAV);
    expect(textsOf(desktop, ".firstName")).toEqual(["Asha"]);
    expect(linksIn(desktop).some((link) => link.text === "Login")).toBe(false);
    expect(textsOf(profile, ".name")).toEqual(["Asha Rao"]);
    expect(textsOf(profile, ".email")).toEqual(["asha@example.com"]);
    expect(linksIn(profile)).toEqual([
      { text: "My Courses", href: "/my-courses", target: null },
      { text: "My Orders", href: "/orders", target: null },
      { text: "Terms of service", href: "/policy/tos", target: null },
      { text: "Privacy policy", href: "/policy/privacy-policy", target: null },
    ]);
    const form = profile?.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/logout");
    expect(textsOf(form, "button")).toEqual(["Log out"]);
  });

  it.each([
    ["Rise member", riseMember],
    ["Scale member", scaleMember],
    ["admin", admin],
  ])("%s: the Refer entry (/my-referrals) appears", async (_, user) => {
    const { profile } = await renderHeader(user);
    expect(profileLinkTexts(profile)).toEqual([
      "My Courses",
      "Refer",
      "My Orders",
      "Terms of service",
      "Privacy policy",
    ]);
    expect(linksIn(profile).find((link) => link.text === "Refer")?.href).toBe("/my-referrals");
  });

  it("user with a portfolio: Portfolio in the profile menu and the mobile menu, and the photo", async () => {
    const { profile, mobile, desktop } = await renderHeader(withPortfolio);
    expect(profileLinkTexts(profile)).toEqual([
      "My Courses",
      "Portfolio",
      "My Orders",
      "Terms of service",
      "Privacy policy",
    ]);
    const portfolio = { text: "Portfolio", href: withPortfolio.portfolioUrl, target: "_blank" };
    expect(linksIn(profile)).toContainEqual(portfolio);
    expect(linksIn(mobile)).toContainEqual(portfolio);
    expect(desktop?.querySelector('img[src="https://cdn.example.com/asha.png"]')).not.toBeNull();
  });

  it("user without a first name is greeted as Me", async () => {
    const { desktop, profile } = await renderHeader(withoutFirstName);
    expect(textsOf(desktop, ".firstName")).toEqual(["Me"]);
    expect(textsOf(profile, ".name")).toEqual(["Rao"]);
  });

  it("a portfolio address that is not a web address is not rendered", async () => {
    const { profile, mobile } = await renderHeader({
      ...learner,
      portfolioUrl: "javascript:alert(1)",
    });
    expect(profileLinkTexts(profile)).not.toContain("Portfolio");
    expect(linksIn(mobile).map((link) => link.text)).not.toContain("Portfolio");
  });

  it("mobile: email, My courses, My orders, Log out with logout source Header", async () => {
    const { mobile } = await renderHeader(learner);
    expect(textsOf(mobile, ".email")).toEqual(["asha@example.com"]);
    expect(linksIn(mobile)).toEqual([
      ...COURSE_LINKS,
      ...PRACTICE_LINKS,
      { text: "Reviews", href: "/reviews", target: null },
      { text: "Blog", href: BLOG_URL, target: "_blank" },
      { text: "My courses", href: "/my-courses", target: null },
      { text: "My orders", href: "/orders", target: null },
    ]);
    const form = mobile?.querySelector('form[action="/logout"]');
    expect(form?.getAttribute("action")).toBe("/logout");
    expect(form?.getAttribute("method")).toBe("post");
    const source = form?.querySelector('input[name="logoutSource"]');
    expect(source?.getAttribute("type")).toBe("hidden");
    expect(source?.getAttribute("value")).toBe("Header");
    expect(textsOf(form, "button")).toEqual(["Log out"]);
  });

  it("the CSRF token travels with the log-out forms when given", async () => {
    const html = await renderToHtml(
      <Header look={routeLook("/")} user={learner} blogUrl={BLOG_URL} csrfToken="tok123" />,
    );
    const inputs = parseHtml(html).querySelectorAll('form[action="/logout"] input[name="csrf"]');
    expect(Array.from(inputs).map((input) => input.getAttribute("value"))).toEqual([
      "tok123",
      "tok123",
    ]);
    // The theme switches (header and mobile menu) carry it too.
    const theme = parseHtml(html).querySelectorAll('form[action="/theme"] input[name="csrf"]');
    expect(theme).toHaveLength(2);
  });
});

describe("Header: looks", () => {
  it("full looks are sticky unless the look says not", async () => {
    expect((await renderHeader(null, "/")).header?.className).toContain("sticky");
    expect((await renderHeader(null, "/my-calendar")).header?.className).not.toContain("sticky");
  });

  it("minimal (checkout style): header kept, logo only, no options", async () => {
    const { header, desktop, mobile, doc } = await renderHeader(learner, "/checkout");
    expect(header?.getAttribute("data-header")).toBe("minimal");
    expect(linksIn(header)).toEqual([{ text: "", href: "/", target: null }]);
    expect(desktop).toBeNull();
    expect(mobile).toBeNull();
    expect(doc.querySelector("details")).toBeNull();
    expect(doc.querySelector("form")).toBeNull();
  });

  it("hidden: renders nothing", async () => {
    expect((await renderHeader(learner, "/admin")).html).toBe("");
    expect((await renderHeader(null, "/codesandbox/embed/x")).html).toBe("");
  });
});
