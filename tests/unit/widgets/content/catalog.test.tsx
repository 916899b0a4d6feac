import { describe, expect, it } from "vitest";
import { lookupWidget } from "~/widgets/registry";
import { entriesOf } from "../family-kit";

const CONTENT_KINDS = [
  "PAGE_TITLE",
  "HEADER_TEXT",
  "BANNER",
  "IMAGE",
  "BUTTON_LIST",
  "TAG_LIST",
  "RICH_TEXT",
  "STATS",
];
const contentWidgets = entriesOf(CONTENT_KINDS);

describe("content catalogue", () => {
  it("registers the eight content widgets once each", () => {
    expect(contentWidgets.map((d) => d.kind)).toEqual(CONTENT_KINDS);
  });

  it("serves every view type of each kind, known or not", () => {
    for (const def of contentWidgets) {
      expect(lookupWidget(def.kind)).toBe(def);
      expect(lookupWidget(def.kind, "SOME_FUTURE_VIEW")).toBe(def);
    }
  });
});
