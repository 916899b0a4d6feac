// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_EDITOR_SETTINGS,
  parseSettings,
  readSettings,
  settingsKey,
  writeSettings,
} from "~/practice/editor-settings";
import { refineTheme } from "~/shell/theme-client";
import { COMPILER_THEME_KEY, PRACTICE_THEME_KEY, THEME_PREFERENCE_EVENT } from "~/contract/values";
import { storeDarkThemePreference } from "~/shared/theme-preference";

beforeEach(() => window.localStorage.clear());

describe("the editor settings store", () => {
  it("keeps one entry per signed-in user, without the email in clear", () => {
    const asha = settingsKey("asha@example.com");
    expect(asha).toBe(settingsKey("  Asha@Example.com "));
    expect(asha).not.toContain("asha");
    expect(settingsKey("rohan@example.com")).not.toBe(asha);
    expect(settingsKey(undefined)).toBe("cl-editor-settings:visitor");
  });

  it("remembers a change for that user only and tells this tab", () => {
    const asha = settingsKey("asha@example.com");
    const rohan = settingsKey("rohan@example.com");
    let told = 0;
    window.addEventListener("cl-editor-settings", () => told++);
    writeSettings(asha, { vim: true });
    writeSettings(asha, { fontSize: 18 });
    expect(told).toBe(2);
    expect(readSettings(asha)).toEqual({ fontSize: 18, tabSize: 4, vim: true });
    expect(readSettings(rohan)).toEqual(DEFAULT_EDITOR_SETTINGS);
    // The same stored text gives the same object (a stable snapshot for React).
    expect(readSettings(asha)).toBe(readSettings(asha));
  });

  it("falls back to the defaults for broken or unknown values", () => {
    expect(parseSettings(null)).toEqual(DEFAULT_EDITOR_SETTINGS);
    expect(parseSettings("{not json")).toEqual(DEFAULT_EDITOR_SETTINGS);
    expect(parseSettings('"text"')).toEqual(DEFAULT_EDITOR_SETTINGS);
    expect(parseSettings('{"fontSize": 400, "tabSize": 3, "vim": "yes"}')).toEqual(
      DEFAULT_EDITOR_SETTINGS,
    );
    expect(parseSettings('{"fontSize": 12, "tabSize": 2, "vim": true}')).toEqual({
      fontSize: 12,
      tabSize: 2,
      vim: true,
    });
  });
});

describe("the light/dark control (spec 02's stored preferences)", () => {
  const env = () => ({
    prefersDark: false,
    compilerDark: window.localStorage.getItem(COMPILER_THEME_KEY),
    practiceDark: window.localStorage.getItem(PRACTICE_THEME_KEY),
  });

  it("sets the practice editor's preference, which the theme rule then reads", () => {
    let told = 0;
    window.addEventListener(THEME_PREFERENCE_EVENT, () => told++);
    expect(refineTheme("practice", "light", env())).toBe("light");
    storeDarkThemePreference("practice", true);
    expect(window.localStorage.getItem(PRACTICE_THEME_KEY)).toBe("true");
    expect(refineTheme("practice", "light", env())).toBe("dark");
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
    expect(told).toBe(1);
    // The compiler's own preference is untouched (dark by default).
    expect(refineTheme("compiler", "dark", env())).toBe("dark");
  });

  it("sets the compiler's preference to light", () => {
    storeDarkThemePreference("compiler", false);
    expect(window.localStorage.getItem(COMPILER_THEME_KEY)).toBe("false");
    expect(refineTheme("compiler", "dark", env())).toBe("light");
    expect(window.localStorage.getItem(PRACTICE_THEME_KEY)).toBeNull();
  });
});
