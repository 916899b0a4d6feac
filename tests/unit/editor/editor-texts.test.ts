import { describe, expect, it } from "vitest";
import type { EditorFieldSpec } from "~/contract/editor-values";
import {
  fieldHelp,
  fieldLabel,
  isTechnicalKey,
  kindTitle,
  optionLabel,
} from "~/contract/editor-texts";
import { editorKinds } from "~/widgets/editor-kinds.server";

/** Every field of a form, nested ones included. */
function allFields(fields: readonly EditorFieldSpec[]): EditorFieldSpec[] {
  return fields.flatMap((field) => {
    if (field.kind === "object") return [field, ...allFields(field.fields)];
    if (field.kind === "list") return [field, ...allFields([field.item])];
    return [field];
  });
}

/** Words a person reads: no SCREAMING_CASE, no camelCase, no snake_case. */
const TECHNICAL = /[A-Z]{2,}_|_[A-Z]|[a-z][A-Z]|_/;

describe("the editors' words (issue 35)", () => {
  it("names kinds as titles and fields as sentences", () => {
    expect(kindTitle("PAGE_TITLE_MEDIA_CARD")).toBe("Page title media card");
    expect(kindTitle("FORM")).toBe("Form");
    expect(kindTitle("FAQ")).toBe("FAQ");
    expect(fieldLabel("bgColorData")).toBe("Background colour");
    expect(fieldLabel("buttonText")).toBe("Button text");
    expect(fieldLabel("show_dividers")).toBe("Show dividers");
    expect(fieldLabel("numColumns")).toBe("Number of columns");
    expect(fieldLabel("tracking")).toBe("Tracking for analytics");
    expect(optionLabel("PAGE_TITLE_MEDIA_CARD")).toBe("Page title media card");
    expect(optionLabel("dark-purple")).toBe("dark-purple");
  });

  it("gives every kind the editor offers a title and a line of help of its own", () => {
    for (const kind of editorKinds()) {
      expect(kindTitle(kind.kind)).not.toMatch(TECHNICAL);
      expect(kind.help.length, kind.kind).toBeGreaterThan(10);
    }
  });

  it("gives every field of every kind a human label and help", () => {
    for (const kind of editorKinds()) {
      for (const field of allFields(kind.fields)) {
        expect(field.label, `${kind.kind}.${field.key}`).not.toMatch(TECHNICAL);
        expect((field.help ?? fieldHelp(field.key, field.kind)).length).toBeGreaterThan(5);
      }
    }
  });

  it("keeps ids and analytics names out of sight", () => {
    expect(isTechnicalKey("id")).toBe(true);
    expect(isTechnicalKey("formId")).toBe(true);
    expect(isTechnicalKey("trackingData")).toBe(true);
    expect(isTechnicalKey("title")).toBe(false);
    expect(isTechnicalKey("paid")).toBe(false);
  });
});
