import { describe, expect, it } from "vitest";
import { routeLook } from "~/shared/route-look";
import { themeFor } from "~/shell/theme";

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
});
