import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEVICE_TYPES } from "~/contract/device";
import { DIMENSION_TYPES, LAYOUT_CONTAINERS, TEXT_STYLES } from "~/contract/layout-values";
import { BANNER_VIEW_TYPES } from "~/contract/widgets/banner-look";
import { CARD_LIST_VIEW_TYPES } from "~/contract/widgets/card-list-look";
import { MATCH_LIST_VIEW_TYPES } from "~/contract/widgets/match-list-look";
import { PAGE_TITLE_VIEW_TYPES } from "~/contract/widgets/page-title-look";
import { WIDGET_SCHEMAS } from "~/contract/widgets/schemas";
import { lookupWidget, widgetDefinitions } from "~/widgets/registry";
import { samplesOf } from "~/widgets/samples";

/**
 * Issue 16, "Done when": every widget kind and widget enumeration that spec 01 section 3 names has
 * its schema, its component and a sample. The names are read out of the spec (docs/spec/, a copy
 * kept in the repository), so a kind added there fails this test until it is built.
 */
const SPEC = readFileSync(path.resolve(__dirname, "../../../docs/spec/01-page-shell.md"), "utf8");

/** The comma-separated list after `label`, up to the sentence's full stop. */
function listAfter(label: string): string[] {
  const at = SPEC.indexOf(label);
  if (at < 0) throw new Error(`the spec names no "${label}"`);
  const rest = SPEC.slice(at + label.length);
  return rest
    .slice(0, rest.search(/[.;](\s|$)/))
    .split(/,\s*/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** "discussion forum" -> DISCUSSION_FORUM; "OTP verification" -> OTP_VERIFICATION. */
const componentTypeOf = (name: string) => name.trim().replace(/\s+/g, "_").toUpperCase();

describe("the widget kinds the spec names", () => {
  const named = /Widget kinds number over 250 \(([^)]*)\)/.exec(SPEC)?.[1];
  const kinds = (named ?? "")
    .replace(/\s+and many card and list layouts$/, "")
    .split(/,\s*/)
    .map(componentTypeOf);

  it("reads the list out of the spec", () => {
    expect(kinds.length).toBeGreaterThanOrEqual(20);
    expect(kinds).toContain("DISCUSSION_FORUM");
    expect(kinds).toContain("FILE_UPLOAD");
  });

  it.each(kinds)("%s has a schema, a component and a sample that passes the schema", (kind) => {
    expect(WIDGET_SCHEMAS[kind], `${kind} schema`).toBeDefined();
    const defs = widgetDefinitions.filter((def) => def.kind === kind);
    expect(defs.length, `${kind} component`).toBeGreaterThan(0);
    const samples = defs.flatMap((def) => samplesOf(def));
    expect(samples.length, `${kind} sample`).toBeGreaterThan(0);
    for (const sample of samples) {
      expect(WIDGET_SCHEMAS[kind].safeParse(sample.data).success, sample.title).toBe(true);
    }
  });

  it("the catalogue has at least 70 kinds, each with a component and a sample", () => {
    const registered = new Set(widgetDefinitions.map((def) => def.kind));
    expect(Object.keys(WIDGET_SCHEMAS).length).toBeGreaterThanOrEqual(70);
    for (const kind of Object.keys(WIDGET_SCHEMAS)) {
      expect(registered.has(kind), kind).toBe(true);
      const samples = widgetDefinitions
        .filter((def) => def.kind === kind)
        .flatMap((def) => samplesOf(def));
      expect(samples.length, `${kind} has no sample`).toBeGreaterThan(0);
    }
  });
});

describe("the widget enumerations the spec names", () => {
  const cases: [string, readonly string[]][] = [
    ["Banner styles ", BANNER_VIEW_TYPES],
    ["Page title styles ", PAGE_TITLE_VIEW_TYPES],
    ["Match-list views ", MATCH_LIST_VIEW_TYPES],
    ["Layout containers ", LAYOUT_CONTAINERS],
    ["; variants ", CARD_LIST_VIEW_TYPES],
    ["Device classes ", DEVICE_TYPES],
    ["Dimension types ", DIMENSION_TYPES],
  ];
  it.each(cases)("%s are all in the contract", (label, values) => {
    const names = listAfter(label);
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) expect(values, `${label.trim()} ${name}`).toContain(name);
  });

  it("text styles HEADING1 to HEADING6 and the rest are all in the contract", () => {
    const [headings, ...rest] = listAfter("Text styles ");
    const range = /^HEADING(\d) to HEADING(\d)$/.exec(headings);
    expect(range).not.toBeNull();
    for (let level = Number(range![1]); level <= Number(range![2]); level++) {
      expect(TEXT_STYLES).toContain(`HEADING${level}`);
    }
    for (const style of rest) expect(TEXT_STYLES).toContain(style);
  });

  it("each match-list view has a component of its own (a chunk per view type)", () => {
    for (const view of MATCH_LIST_VIEW_TYPES) {
      expect(lookupWidget("MATCH_LIST", view)?.viewTypes, view).toContain(view);
    }
  });
});
