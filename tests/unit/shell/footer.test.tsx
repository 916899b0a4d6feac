import { describe, expect, it } from "vitest";
import type { LoggedInUser } from "~/contract/user";
import { Footer } from "~/shell/Footer";
import { renderToHtml } from "../../support/render";
import { linksIn, parseHtml, textsOf } from "./dom";
import { BLOG_URL, learner, withPortfolio } from "./fixtures";

/** Every label of the footer must be one the spec lists (spec 01 section 2.2). */
const SPEC_LABELS = new Set([
  "Login",
  "Home",
  "About Us",
  "Company",
  "Events",
  "Mentors",
  "Blog",
  "Engineering",
  "Product",
  "Hire From Us",
  "Manifesto",
  "Team",
  "Careers",
  "Learning Sprints",
  "Live Workshops",
  "Mentorship",
  "Fellowships",
  "Courses",
  "Bootcamps",
  "Resources",
  "My Courses",
  "My Portfolio",
  "My Purchases",
  "Profile",
  "View Profile",
  "Log Out",
  "Refer & Earn",
  "Reviews",
  "Privacy Policy",
  "Terms of Use",
  "Refund Policy",
  "Follow Us",
  "LinkedIn",
  "Twitter",
  "Instagram",
  "YouTube",
]);

async function renderFooter(user: LoggedInUser | null) {
  const doc = parseHtml(await renderToHtml(<Footer user={user} blogUrl={BLOG_URL} />));
  return { doc, footer: doc.querySelector("footer") };
}

function column(footer: Element | null, heading: string) {
  const h2 = Array.from(footer?.querySelectorAll("h2") ?? []).find(
    (el) => el.textContent === heading,
  );
  return h2?.parentElement ?? null;
}

describe("Footer", () => {
  it("columns use the spec's headings", async () => {
    const { footer } = await renderFooter(null);
    expect(textsOf(footer, "h2")).toEqual([
      "Company",
      "Courses",
      "Resources",
      "Profile",
      "Follow Us",
    ]);
  });

  it("every label, for visitors and users, is one of the spec's labels", async () => {
    for (const user of [null, withPortfolio]) {
      const { footer } = await renderFooter(user);
      const labels = [
        ...textsOf(footer, "h2"),
        ...textsOf(footer, "a"),
        ...textsOf(footer, "button"),
      ];
      expect(labels.filter((label) => label && !SPEC_LABELS.has(label))).toEqual([]);
    }
  });

  it("company, courses and resources links", async () => {
    const { footer } = await renderFooter(null);
    expect(linksIn(column(footer, "Company")).map((l) => [l.text, l.href])).toEqual([
      ["Home", "/"],
      ["About Us", "/about-us"],
      ["Manifesto", "/manifesto"],
      ["Team", "/about-us#team"],
      ["Careers", "/about-us#careers"],
      ["Mentors", "/mentorship/mentors"],
      ["Hire From Us", "/for-companies"],
    ]);
    expect(linksIn(column(footer, "Courses")).map((l) => l.text)).toEqual([
      "Fellowships",
      "Bootcamps",
      "Learning Sprints",
      "Live Workshops",
      "Mentorship",
      "Events",
    ]);
    expect(linksIn(column(footer, "Courses")).find((l) => l.text === "Live Workshops")?.href).toBe(
      "/events",
    );
    expect(linksIn(column(footer, "Resources"))).toEqual([
      { text: "Blog", href: BLOG_URL, target: "_blank" },
      { text: "Engineering", href: `${BLOG_URL}/engineering`, target: "_blank" },
      { text: "Product", href: `${BLOG_URL}/product`, target: "_blank" },
      { text: "Reviews", href: "/reviews", target: null },
      { text: "Refer & Earn", href: "/my-referrals", target: null },
    ]);
  });

  it("profile column: Login for visitors", async () => {
    const { footer } = await renderFooter(null);
    expect(linksIn(column(footer, "Profile")).map((l) => [l.text, l.href])).toEqual([
      ["Login", "/login"],
      ["My Courses", "/my-courses"],
      ["My Purchases", "/orders"],
    ]);
    expect(footer?.querySelector("form")).toBeNull();
  });

  it("profile column: the learner's pages and Log Out once logged in", async () => {
    const { footer } = await renderFooter(learner);
    const profile = column(footer, "Profile");
    expect(linksIn(profile).map((l) => l.text)).toEqual([
      "My Courses",
      "My Purchases",
      "View Profile",
    ]);
    const form = profile?.querySelector("form");
    expect(form?.getAttribute("action")).toBe("/logout");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.querySelector('input[name="logoutSource"]')?.getAttribute("value")).toBe("Footer");
    expect(textsOf(form, "button")).toEqual(["Log Out"]);
  });

  it("profile column: My Portfolio only with a portfolio address", async () => {
    const { footer } = await renderFooter(withPortfolio);
    expect(linksIn(column(footer, "Profile"))).toContainEqual({
      text: "My Portfolio",
      href: withPortfolio.portfolioUrl,
      target: "_blank",
    });
  });

  it("Follow Us: LinkedIn, Twitter, Instagram, YouTube in new tabs", async () => {
    const { footer } = await renderFooter(null);
    const links = linksIn(column(footer, "Follow Us"));
    expect(links.map((l) => l.text)).toEqual(["LinkedIn", "Twitter", "Instagram", "YouTube"]);
    expect(links.every((l) => l.target === "_blank" && l.href?.startsWith("https://"))).toBe(true);
  });

  it("logo bar: logo home, copyright 2023-2024, legal links", async () => {
    const { footer } = await renderFooter(null);
    const home = footer?.querySelector('a[aria-label="Home"]');
    expect(home?.getAttribute("href")).toBe("/");
    expect(home?.querySelector('svg[role="img"]')?.getAttribute("aria-label")).toBe(
      "Career Learning",
    );
    expect(footer?.textContent).toContain("© 2023-2024 Career Learning");
    const legal = footer?.querySelectorAll("ul");
    expect(linksIn(legal?.[legal.length - 1] ?? null).map((l) => [l.text, l.href])).toEqual([
      ["Privacy Policy", "/policy/privacy-policy"],
      ["Terms of Use", "/policy/tos"],
      ["Refund Policy", "/policy/refund-policy"],
    ]);
  });
});
