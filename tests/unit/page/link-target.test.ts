import { describe, expect, it } from "vitest";
import { classifyLink, isSafeHref, splitTarget } from "~/actions/link-target";

const site = "https://learn.example.com";

describe("link targets (spec 01 section 2.1)", () => {
  it("classifies slash and hash targets and the own site as internal", () => {
    expect(classifyLink("#faq", site)).toBe("hash");
    expect(classifyLink("/course/x", site)).toBe("internal");
    expect(classifyLink("https://learn.example.com/reviews", site)).toBe("internal");
    expect(classifyLink("https://blog.example.com/", site)).toBe("external");
    expect(classifyLink("//evil.test/path", site)).toBe("external");
    expect(classifyLink("not a url", site)).toBe("external");
  });

  it("splits the query off a target", () => {
    expect(splitTarget("/course/x?utm_source=a#faq", site)).toEqual({
      pathname: "/course/x",
      search: "?utm_source=a",
      hash: "#faq",
    });
    expect(splitTarget("https://learn.example.com/y?z=1", site).pathname).toBe("/y");
  });

  it("never lets script URLs through", () => {
    expect(isSafeHref("javascript:alert(1)")).toBe(false);
    expect(isSafeHref("JaVaScRiPt:alert(1)")).toBe(false);
    expect(isSafeHref("data:text/html,x")).toBe(false);
    expect(isSafeHref("https://x.test")).toBe(true);
    expect(isSafeHref("mailto:a@b.c")).toBe(true);
  });
});
