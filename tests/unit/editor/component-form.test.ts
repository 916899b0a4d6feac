import { describe, expect, it } from "vitest";
import type { EditorFieldSpec } from "~/contract/editor-values";
import {
  cleanedComponentData,
  emptyValueOf,
  errorsByInputName,
  inputNameOf,
  inputTextOf,
  movedItem,
  readInput,
  valueAt,
  withValueAt,
} from "~/editor/component-form";

const text = (key: string, required = true): EditorFieldSpec => ({
  key,
  label: key,
  required,
  kind: "text",
});

const faqFields: EditorFieldSpec[] = [
  {
    key: "questions",
    label: "Questions",
    required: true,
    kind: "list",
    item: {
      key: "item",
      label: "Item",
      required: true,
      kind: "object",
      fields: [
        text("question"),
        { key: "answer", label: "Answer", required: true, kind: "longtext" },
      ],
    },
  },
  { key: "openFirst", label: "Open first", required: false, kind: "boolean" },
  {
    key: "headerData",
    label: "Header data",
    required: false,
    kind: "object",
    fields: [
      {
        key: "textData",
        label: "Text data",
        required: false,
        kind: "object",
        fields: [text("text", false)],
      },
    ],
  },
];

describe("the update form's names", () => {
  it("names each input cd.<path>, list items by index, as the no-JavaScript post needs", () => {
    expect(inputNameOf(["title"])).toBe("cd.title");
    expect(inputNameOf(["questions", 0, "question"])).toBe("cd.questions.0.question");
  });

  it("puts the BFF's componentData errors on their inputs and keeps the others", () => {
    expect(
      errorsByInputName({
        "componentData.questions.0.question": "Required",
        componentData: "componentData must be an object",
        version: "version is required",
      }),
    ).toEqual({
      "cd.questions.0.question": "Required",
      componentData: "componentData must be an object",
      version: "version is required",
    });
  });
});

describe("reading an input back into componentData", () => {
  it("round-trips each kind's value through its input text", () => {
    const cases: [EditorFieldSpec, unknown][] = [
      [{ key: "n", label: "n", required: false, kind: "number" }, 12.5],
      [{ key: "b", label: "b", required: false, kind: "boolean" }, false],
      [{ key: "b", label: "b", required: false, kind: "boolean" }, true],
      [
        { key: "e", label: "e", required: false, kind: "enum", options: ["LEFT", "CENTER"] },
        "CENTER",
      ],
      [{ key: "j", label: "j", required: false, kind: "json" }, { a: [1, "two", null] }],
      [{ key: "c", label: "c", required: false, kind: "colour" }, "yellow-light"],
      [text("t"), "Hello"],
    ];
    for (const [spec, value] of cases) {
      const read = readInput(spec, inputTextOf(spec, value));
      expect(read).toEqual({ ok: true, value });
    }
  });

  it("leaves an emptied optional field out and keeps a required text, as the BFF does", () => {
    expect(readInput(text("title", false), "  ")).toEqual({ ok: true, value: undefined });
    expect(readInput(text("title", true), "")).toEqual({ ok: true, value: "" });
    expect(readInput({ key: "n", label: "n", required: true, kind: "number" }, "")).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it("refuses a number or JSON that does not read, with words for the field", () => {
    expect(readInput({ key: "n", label: "n", required: false, kind: "number" }, "12abc")).toEqual({
      ok: false,
      error: "Enter a number",
    });
    expect(readInput({ key: "j", label: "j", required: false, kind: "json" }, "{oops")).toEqual({
      ok: false,
      error: "This is not valid JSON",
    });
    expect(readInput({ key: "b", label: "b", required: false, kind: "boolean" }, "maybe").ok).toBe(
      false,
    );
  });
});

describe("the draft", () => {
  const data = {
    questions: [
      { question: "Who?", answer: "Us." },
      { question: "When?", answer: "Now." },
    ],
    openFirst: true,
    sig: "kept",
  };

  it("sets a value deep in a copy, making the objects on the way, and takes one out", () => {
    const next = withValueAt(data, ["questions", 1, "question"], "Where?");
    expect(valueAt(next, ["questions", 1, "question"])).toBe("Where?");
    expect(valueAt(data, ["questions", 1, "question"])).toBe("When?");
    const header = withValueAt(data, ["headerData", "textData", "text"], "FAQ");
    expect(header).toMatchObject({ headerData: { textData: { text: "FAQ" } } });
    expect(withValueAt(data, ["openFirst"], undefined)).not.toHaveProperty("openFirst");
  });

  it("sends what the admin left: no emptied optional objects, no list holes, unknown keys kept", () => {
    const typedThenCleared = withValueAt(
      withValueAt(data, ["headerData", "textData", "text"], "x"),
      ["headerData", "textData", "text"],
      undefined,
    );
    expect(cleanedComponentData(typedThenCleared, faqFields)).toEqual(data);
    const withHole = { ...data, questions: [undefined, data.questions[1]] };
    expect(cleanedComponentData(withHole, faqFields).questions).toEqual([data.questions[1]]);
  });

  it("reorders list items and starts a new item with its required fields", () => {
    expect(movedItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(movedItem(["a", "b"], 1, 5)).toEqual(["a", "b"]);
    const list = faqFields[0];
    if (list.kind !== "list") throw new Error("a list");
    expect(emptyValueOf(list.item)).toEqual({ question: "", answer: "" });
  });
});
