import { describe, expect, it } from "vitest";
import type { EditorFieldSpec } from "~/contract/editor-values";
import { editorFieldsOf, labelOfKey } from "~/contract/widgets/field-spec";
import { WIDGET_SCHEMAS } from "~/contract/widgets/schemas";
import { widgetDefinitions } from "~/widgets/registry";
import { editorKinds } from "~/widgets/editor-kinds.server";

function field(fields: EditorFieldSpec[], key: string): EditorFieldSpec {
  const found = fields.find((entry) => entry.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
}

describe("edit forms generated from the widget schemas", () => {
  it("every registered kind has one contract schema, and every schema a component", () => {
    const registered = [...new Set(widgetDefinitions.map((def) => def.kind))].sort();
    expect(Object.keys(WIDGET_SCHEMAS).sort()).toEqual(registered);
  });

  it("a FAQ is a list of question/answer items (questions), its own fields before the shared frame", () => {
    const fields = editorFieldsOf(WIDGET_SCHEMAS.FAQ);
    const items = field(fields, "questions");
    expect(items.kind).toBe("list");
    if (items.kind !== "list" || items.item.kind !== "object") throw new Error("shape");
    expect(items.item.fields.map((inner) => inner.key)).toEqual(
      expect.arrayContaining(["question", "answer"]),
    );
    const keys = fields.map((entry) => entry.key);
    expect(keys.indexOf("questions")).toBeLessThan(keys.indexOf("bgColorData"));
    expect(keys).not.toContain("type");
  });

  it("knows enums (lenient ones too), colours, images, actions, numbers and booleans", () => {
    const banner = editorFieldsOf(WIDGET_SCHEMAS.BANNER);
    const viewType = field(banner, "viewType");
    expect(viewType.kind).toBe("enum");
    const bg = field(banner, "bgColorData");
    if (bg.kind !== "object") throw new Error("bgColorData is an object");
    expect(field(bg.fields, "bgKey").kind).toBe("colour");
    expect(field(bg.fields, "alpha").kind).toBe("number");
    const all = JSON.stringify(
      Object.values(WIDGET_SCHEMAS).map((schema) => editorFieldsOf(schema)),
    );
    expect(all).toContain('"role":"image"');
    expect(all).toContain('"role":"action"');
    expect(all).toContain('"kind":"boolean"');
  });

  it("every kind the editor offers has a sample whose data passes its own schema", () => {
    const kinds = editorKinds();
    expect(kinds.length).toBe(Object.keys(WIDGET_SCHEMAS).length);
    for (const kind of kinds.filter((entry) => Object.keys(entry.sample).length > 0)) {
      expect(WIDGET_SCHEMAS[kind.kind].safeParse(kind.sample).success, kind.kind).toBe(true);
    }
  });

  it("labels read as words", () => {
    expect(labelOfKey("buttonText")).toBe("Button text");
    expect(labelOfKey("show_dividers")).toBe("Show dividers");
  });
});
