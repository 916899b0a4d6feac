import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Decision 074: a kind with a stylesheet of its own names its classes `<folder>__<name>`, by hand;
// decision 075: so does an area's stylesheet, one prefix per former CSS Module. What CSS Modules
// checked for us, checked here: the names stay the sheet's, and each one a component uses is defined.
const APP = path.resolve(__dirname, "../../../app");
const WIDGETS = path.join(APP, "widgets");
const GLOBAL_STYLES = path.join(APP, "styles");

const classesIn = (css: string) =>
  new Set(
    [
      ...css
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/url\([^)]*\)|"[^"]*"|'[^']*'/g, "")
        .matchAll(/\.(-?[A-Za-z_][\w-]*)/g),
    ].map((match) => match[1]),
  );
const globalClasses = new Set(
  fs
    .readdirSync(GLOBAL_STYLES)
    .flatMap((file) => [...classesIn(fs.readFileSync(path.join(GLOBAL_STYLES, file), "utf8"))]),
);
const kindsWithSheets = fs
  .readdirSync(WIDGETS)
  .filter((folder) => fs.existsSync(path.join(WIDGETS, folder, `${folder}.css`)));

describe("widget kinds with a stylesheet of their own", () => {
  it("exist (LEADERBOARD, CALENDAR and MATCH_LIST are the first)", () => {
    expect(kindsWithSheets).toEqual(
      expect.arrayContaining(["calendar", "leaderboard", "match-list"]),
    );
  });

  for (const folder of kindsWithSheets) {
    describe(folder, () => {
      const dir = path.join(WIDGETS, folder);
      const files = fs.readdirSync(dir);
      const defined = classesIn(fs.readFileSync(path.join(dir, `${folder}.css`), "utf8"));

      it("defines only its own classes (or uses global ones)", () => {
        const foreign = [...defined].filter(
          (name) => !name.startsWith(`${folder}__`) && !globalClasses.has(name),
        );
        expect(foreign).toEqual([]);
      });

      it("has no CSS Module beside it, and its server half names the stylesheet", () => {
        expect(files.filter((file) => file.endsWith(".module.css"))).toEqual([]);
        const index = fs.readFileSync(path.join(dir, "index.server.ts"), "utf8");
        expect(index).toContain(`import stylesheet from "./${folder}.css";`);
        expect(index).toMatch(/^\s*stylesheets: \[stylesheet\b/m);
      });

      it("uses no class its stylesheet lacks", () => {
        const source = files
          .filter((file) => file.endsWith(".tsx") || file.endsWith(".ts"))
          .map((file) => fs.readFileSync(path.join(dir, file), "utf8"))
          .join("\n");
        const used = [
          ...source.matchAll(new RegExp(`\\b${folder}__([A-Za-z_][\\w-]*)(\\$\\{)?`, "g")),
        ];
        expect(used.length).toBeGreaterThan(0);
        const missing = used
          .filter(([, name, dynamic]) =>
            dynamic
              ? ![...defined].some((d) => d.startsWith(`${folder}__${name}`))
              : !defined.has(`${folder}__${name}`),
          )
          .map(([match]) => match);
        expect(missing).toEqual([]);
      });
    });
  }
});

/** Each area stylesheet, with the prefixes of the CSS Modules it replaced. */
const AREA_SHEETS: Record<string, string[]> = {
  "widgets/account-shared/account-card.css": ["account-card"],
  "editor/editor.css": ["page-editor", "form-editor"],
  "commerce/commerce.css": ["commerce"],
  "assistant/interview.css": ["interview"],
  "page/frame/frame-parts.css": [
    "top-nav-bar",
    "top-nav-bar-menu",
    "top-nav-button",
    "countdown-timer",
    "search-bar",
    "right-pane",
    "modal",
    "nav-drawer",
    "bottom-nav-bar",
    "fab-list",
  ],
  "practice/practice.css": ["practice", "workspace", "submission-history", "editor-settings"],
  "sandbox/sandbox.css": [
    "sandbox",
    "problem-builder",
    "my-sandboxes",
    "sql-runner",
    "web-preview",
    "result-table",
    "notebook",
  ],
};
const appSource = fs
  .readdirSync(APP, { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => fs.readFileSync(path.join(APP, file), "utf8"))
  .join("\n");

describe("area stylesheets", () => {
  for (const [sheet, prefixes] of Object.entries(AREA_SHEETS)) {
    describe(sheet, () => {
      const defined = classesIn(fs.readFileSync(path.join(APP, sheet), "utf8"));
      const ownName = new RegExp(`^(${prefixes.join("|")})__`);

      it("defines only its own classes (or uses global ones)", () => {
        const foreign = [...defined].filter(
          (name) => !ownName.test(name) && !globalClasses.has(name),
        );
        expect(foreign).toEqual([]);
      });

      it("defines every class of its prefixes that the app uses", () => {
        const used = [
          ...appSource.matchAll(
            new RegExp(`(?<![\\w-])(?:${prefixes.join("|")})__[A-Za-z_][\\w-]*`, "g"),
          ),
        ].map(([name]) => name);
        expect(used.length).toBeGreaterThan(0);
        expect([...new Set(used)].filter((name) => !defined.has(name))).toEqual([]);
      });
    });
  }
});
