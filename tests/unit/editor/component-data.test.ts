import { describe, expect, it } from "vitest";
import { authoredOnly, readComponentData } from "~server/bff/editor/component-data.server";

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe("readComponentData (POST /api/edit)", () => {
  it("reads the editor's JSON and drops signatures, resolutions and prototype keys", () => {
    const read = readComponentData(
      formOf({
        componentData: JSON.stringify({
          title: "Hi",
          action: { type: "NAVIGATION", uri: "/x", sig: "v1.abc" },
          widget: { status: "ok" },
          ["__proto__"]: { admin: true },
        }),
      }),
      "HEADER_TEXT",
    );
    expect(read).toEqual({
      ok: true,
      value: { title: "Hi", action: { type: "NAVIGATION", uri: "/x" } },
    });
  });

  it("lays the no-JavaScript cd.* fields over the cell as shown, coercing by the field's kind", () => {
    const base = {
      questions: [
        { question: "Old?", answer: "Old." },
        { question: "Two?", answer: "Two." },
      ],
      unknownKey: "kept",
    };
    const read = readComponentData(
      formOf({
        componentDataBase: JSON.stringify(base),
        "cd.questions.0.question": "New?",
        "cd.questions.1.answer": "Two, edited.",
        "cd.openFirst": "true",
      }),
      "FAQ",
    );
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value).toMatchObject({
      questions: [
        { question: "New?", answer: "Old." },
        { question: "Two?", answer: "Two, edited." },
      ],
      unknownKey: "kept",
      openFirst: true,
    });
  });

  it("makes no empty part out of the empty fields of a part the cell does not have", () => {
    // The update form posts every field, those of folded optional parts too (an item's icon).
    const base = { items: [{ value: "5", label: "Tracks" }] };
    const read = readComponentData(
      formOf({
        componentDataBase: JSON.stringify(base),
        "cd.items.0.value": "5",
        "cd.items.0.label": "Career tracks",
        "cd.items.0.icon.url": "",
        "cd.items.0.icon.altText": "",
        "cd.headerData.textData.text": "",
      }),
      "STATS",
    );
    expect(read).toEqual({ ok: true, value: { items: [{ value: "5", label: "Career tracks" }] } });
  });

  it("names the field of a value that is not its kind", () => {
    const read = readComponentData(
      formOf({ "cd.showDividers": "maybe", "cd.items": "[not json" }),
      "STATS",
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors["componentData.showDividers"]).toBe("Choose yes or no");
  });

  it("ignores paths that could reach a prototype or a signature", () => {
    const read = readComponentData(
      formOf({ "cd.__proto__.polluted": "yes", "cd.title": "T", "cd.action.sig": "forged" }),
      "HEADER_TEXT",
    );
    expect(read).toEqual({ ok: true, value: { title: "T" } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses JSON that is not an object, and says nothing was sent when nothing was", () => {
    expect(readComponentData(formOf({ componentData: "[1]" }), "FAQ").ok).toBe(false);
    expect(readComponentData(formOf({ componentData: "{" }), "FAQ").ok).toBe(false);
    expect(readComponentData(formOf({ intent: "update-cell" }), "FAQ")).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it("authoredOnly walks lists too", () => {
    expect(authoredOnly([{ sig: "x", a: 1 }])).toEqual([{ a: 1 }]);
  });
});
