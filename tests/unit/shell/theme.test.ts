import { describe, expect, it } from "vitest";
import { routeLook } from "~/shared/route-look";
import { themeFor } from "~/shell/theme";
import { themePreferenceFor } from "~/shell/theme-client";

describe("themeFor (server render)", () => {
  it("fixed looks", () => {
    expect(themeFor(routeLook("/"))).toBe("dark");
    expect(themeFor(routeLook("/about-us"))).toBe("light");
    expect(themeFor(routeLook("/about-us"), { backgroundColor: "#000000" })).toBe("light");
    expect(themeFor(routeLook("/"), { backgroundColor: "#ffffff" })).toBe("dark");
  });

  it("preference looks use the preference defaults: compiler dark, practice light", () => {
    expect(themeFor(routeLook("/online-compiler/python"))).toBe("dark");
    expect(themeFor(routeLook("/problem/two-sum"))).toBe("light");
  });

  it("course and default pages follow the page's background colour (threshold 125)", () => {
    expect(themeFor(routeLook("/course/x"))).toBe("light");
    expect(themeFor(routeLook("/course/x"), { backgroundColor: "#120f1f" })).toBe("dark");
    expect(themeFor(routeLook("/reviews"), { backgroundColor: "#fafafa" })).toBe("light");
    expect(themeFor(routeLook("/nope"), { backgroundColor: "not a colour" })).toBe("light");
  });

  it("a site theme the visitor chose wins over the look, not over a page's own background", () => {
    expect(themeFor(routeLook("/"), undefined, "light")).toBe("light");
    expect(themeFor(routeLook("/about-us"), undefined, "dark")).toBe("dark");
    expect(themeFor(routeLook("/online-compiler/python"), undefined, "light")).toBe("light");
    expect(themeFor(routeLook("/problem/two-sum"), undefined, "dark")).toBe("dark");
    expect(themeFor(routeLook("/course/x"), { backgroundColor: "#120f1f" }, "light")).toBe("dark");
    expect(themeFor(routeLook("/"), undefined, "system")).toBe("dark");
  });

  it("with a chosen site theme, pages no longer ask the system", () => {
    expect(themePreferenceFor(routeLook("/policy/tos"))).toBe("system");
    expect(themePreferenceFor(routeLook("/"))).toBe("system");
    expect(themePreferenceFor(routeLook("/policy/tos"), undefined, "dark")).toBe("fixed");
    expect(themePreferenceFor(routeLook("/problem/x"), undefined, "dark")).toBe("practice");
  });
});
