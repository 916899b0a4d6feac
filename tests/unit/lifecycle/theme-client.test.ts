import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { routeLook } from "~/shared/route-look";
import { themeFor, type Theme } from "~/shell/theme";
import {
  COMPILER_THEME_KEY,
  PRACTICE_THEME_KEY,
  refineTheme,
  THEME_PREFERENCE_ATTRIBUTE,
  themePreferenceFor,
  type ThemeEnvironment,
  type ThemePreference,
} from "~/shell/theme-client";
import { themeScript } from "~/shell/theme-script";

const env = (over: Partial<ThemeEnvironment> = {}): ThemeEnvironment => ({
  prefersDark: false,
  compilerDark: null,
  practiceDark: null,
  ...over,
});

describe("which rule refines the theme", () => {
  it('with the site theme "system" every look follows the system (issue 42)', () => {
    for (const path of [
      "/",
      "/about-us",
      "/events",
      "/course/x",
      "/reviews",
      "/login",
      "/practice",
    ])
      expect(themePreferenceFor(routeLook(path)), path).toBe("system");
  });

  it("a page background from upstream stays fixed", () => {
    expect(themePreferenceFor(routeLook("/course/x"), { backgroundColor: "#101010" })).toBe(
      "fixed",
    );
    expect(themePreferenceFor(routeLook("/"), { backgroundColor: "#ffffff" })).toBe("fixed");
    expect(themePreferenceFor(routeLook("/course/x"), { backgroundColor: " " })).toBe("system");
  });

  it("a chosen site theme is fixed everywhere but in the editors", () => {
    for (const siteTheme of ["light", "dark"] as const) {
      expect(themePreferenceFor(routeLook("/"), undefined, siteTheme)).toBe("fixed");
      expect(themePreferenceFor(routeLook("/reviews"), undefined, siteTheme)).toBe("fixed");
      expect(themePreferenceFor(routeLook("/online-compiler/python"), undefined, siteTheme)).toBe(
        "compiler",
      );
      expect(themePreferenceFor(routeLook("/problem/two-sum"), undefined, siteTheme)).toBe(
        "practice",
      );
    }
  });

  it("the compiler and practice routes follow their stored preferences, else the system", () => {
    expect(themePreferenceFor(routeLook("/online-compiler/python"))).toBe("compiler-or-system");
    expect(themePreferenceFor(routeLook("/problem/two-sum"))).toBe("practice-or-system");
  });
});

describe("refineTheme", () => {
  it("system preference", () => {
    expect(refineTheme("system", "light", env({ prefersDark: true }))).toBe("dark");
    expect(refineTheme("system", "dark", env())).toBe("light");
  });

  it("standalone compiler: dark unless stored 'false'", () => {
    expect(refineTheme("compiler", "dark", env())).toBe("dark");
    expect(refineTheme("compiler", "dark", env({ compilerDark: "true" }))).toBe("dark");
    expect(refineTheme("compiler", "dark", env({ compilerDark: "false" }))).toBe("light");
  });

  it("practice editor: light unless stored 'true'", () => {
    expect(refineTheme("practice", "light", env())).toBe("light");
    expect(refineTheme("practice", "light", env({ practiceDark: "false" }))).toBe("light");
    expect(refineTheme("practice", "light", env({ practiceDark: "true" }))).toBe("dark");
  });

  it("the editors follow the site theme the server rendered unless an editor theme is stored", () => {
    expect(refineTheme("compiler", "light", env())).toBe("light");
    expect(refineTheme("compiler", "light", env({ compilerDark: "true" }))).toBe("dark");
    expect(refineTheme("practice", "dark", env())).toBe("dark");
    expect(refineTheme("practice", "dark", env({ practiceDark: "false" }))).toBe("light");
  });

  it("with the site theme 'system' the editors follow the system unless a theme is stored", () => {
    expect(refineTheme("compiler-or-system", "dark", env())).toBe("light");
    expect(refineTheme("compiler-or-system", "light", env({ prefersDark: true }))).toBe("dark");
    expect(refineTheme("compiler-or-system", "dark", env({ compilerDark: "true" }))).toBe("dark");
    expect(refineTheme("practice-or-system", "light", env({ prefersDark: true }))).toBe("dark");
    expect(
      refineTheme("practice-or-system", "light", env({ prefersDark: true, practiceDark: "false" })),
    ).toBe("light");
  });

  it("fixed keeps the server's theme whatever the browser says", () => {
    expect(refineTheme("fixed", "dark", env({ prefersDark: false, compilerDark: "false" }))).toBe(
      "dark",
    );
  });
});

/** Runs the inline script in a fresh document, as the browser does before first paint. */
function runScript(
  preference: ThemePreference | null,
  serverTheme: Theme,
  browser: ThemeEnvironment,
  storageThrows = false,
) {
  const window = new Window();
  const document = window.document;
  if (preference) document.documentElement.setAttribute(THEME_PREFERENCE_ATTRIBUTE, preference);
  document.documentElement.setAttribute("data-theme", serverTheme);
  document.head.innerHTML = `<meta name="color-scheme" content="${serverTheme}">`;
  if (browser.compilerDark !== null)
    window.localStorage.setItem(COMPILER_THEME_KEY, browser.compilerDark);
  if (browser.practiceDark !== null)
    window.localStorage.setItem(PRACTICE_THEME_KEY, browser.practiceDark);
  const fakeWindow = {
    localStorage: storageThrows
      ? {
          getItem: () => {
            throw new Error("SecurityError");
          },
        }
      : window.localStorage,
    matchMedia: (query: string) => ({
      matches: query === "(prefers-color-scheme: dark)" && browser.prefersDark,
    }),
  };
  new Function("window", "document", themeScript)(fakeWindow, document);
  return {
    theme: document.documentElement.getAttribute("data-theme"),
    meta: document.querySelector('meta[name="color-scheme"]')?.getAttribute("content"),
  };
}

describe("the inline theme script (no flash of the wrong theme)", () => {
  const cases: [ThemePreference, Theme, ThemeEnvironment][] = [
    ["system", "light", env({ prefersDark: true })],
    ["system", "light", env()],
    ["compiler", "dark", env()],
    ["compiler", "dark", env({ compilerDark: "false" })],
    ["practice", "light", env()],
    ["practice", "light", env({ practiceDark: "true" })],
    ["fixed", "dark", env({ prefersDark: false })],
    ["fixed", "light", env({ prefersDark: true })],
    // A site theme chosen in the header is the server's theme; a stored editor choice beats it.
    ["compiler", "light", env()],
    ["compiler", "light", env({ compilerDark: "true" })],
    ["practice", "dark", env()],
    ["practice", "dark", env({ practiceDark: "false" })],
    // Site theme "system": the editors follow the system unless an editor theme is stored.
    ["compiler-or-system", "dark", env()],
    ["compiler-or-system", "dark", env({ prefersDark: true })],
    ["compiler-or-system", "light", env({ compilerDark: "true" })],
    ["practice-or-system", "light", env({ prefersDark: true })],
    ["practice-or-system", "dark", env({ practiceDark: "false", prefersDark: true })],
  ];

  it.each(cases)("%s over %s does what refineTheme does", (preference, serverTheme, browser) => {
    const expected = refineTheme(preference, serverTheme, browser);
    expect(runScript(preference, serverTheme, browser)).toEqual({
      theme: expected,
      meta: expected,
    });
  });

  it("without the attribute or storage it leaves the server's choice alone", () => {
    expect(runScript(null, "dark", env({ prefersDark: false }))).toEqual({
      theme: "dark",
      meta: "dark",
    });
    expect(runScript("compiler", "dark", env(), true).theme).toBe("dark");
  });

  it("agrees with the server's theme wherever the browser adds nothing", () => {
    for (const path of ["/online-compiler/python", "/problem/x", "/", "/about-us"])
      for (const siteTheme of ["light", "dark"] as const) {
        const look = routeLook(path);
        const preference = themePreferenceFor(look, undefined, siteTheme);
        expect(refineTheme(preference, themeFor(look, undefined, siteTheme), env())).toBe(
          siteTheme,
        );
      }
  });

  it("is small enough to inline in every page", () => {
    expect(themeScript.length).toBeLessThan(1000);
    expect(themeScript).not.toMatch(/<\/script/i);
  });
});
