import { describe, expect, it } from "vitest";
import { EDITOR_TEXTS } from "~/contract/editor-values";
import { deleteCell, moveCell } from "~server/platform/cms/cell-edits";
import { CmsError } from "~server/platform/cms/cms-error";
import { deleteElement, duplicateElement } from "~server/platform/cms/form-edits";
import { componentDataErrors } from "~server/platform/cms/widget-check";
import type { CellJson } from "~server/platform/db/pages";
import type { FormDefinition } from "~server/platform/db/records";
import { checkFormValues } from "~server/platform/validation/form-values";

/** The editors' pure parts (server/platform/cms): strict widget checks, tree and field edits. */

const cells: CellJson[] = [
  { id: "a", cellType: "CELL_SECTION", position: 0 },
  { id: "a-0", parentId: "a", cellType: "CELL_CONTAINER", position: 0 },
  { id: "a-0-0", parentId: "a-0", cellType: "CELL_COMPONENT", position: 0, componentType: "X" },
  { id: "a-1", parentId: "a", cellType: "CELL_COMPONENT", position: 1, componentType: "X" },
  { id: "b", cellType: "CELL_SECTION", position: 1 },
];

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CmsError) return { status: error.status, message: error.message };
    throw error;
  }
  return undefined;
};

describe("componentDataErrors", () => {
  it("names the item a tolerant list would have dropped, with its path", () => {
    expect(
      componentDataErrors("FAQ", {
        questions: [
          { question: "Kept", answer: "Yes" },
          { question: "", answer: "Dropped" },
        ],
      }),
    ).toEqual({ "componentData.questions.1.question": expect.any(String) });
  });

  it("names a wrongly typed item, and accepts valid data", () => {
    const errors = componentDataErrors("TIMELINE", { steps: [{ title: "One" }, { title: 3 }] });
    expect(Object.keys(errors)).toEqual(["componentData.steps.1.title"]);
    expect(componentDataErrors("TIMELINE", { steps: [{ title: "One" }] })).toEqual({});
  });

  it("an unknown kind is an error of componentType", () => {
    expect(componentDataErrors("NOPE", {})).toEqual({ componentType: expect.any(String) });
  });
});

describe("cell edits", () => {
  it("delete takes the subtree and renumbers the siblings", () => {
    const { cells: left } = deleteCell({ pageId: "p", version: 1, cellId: "a-0" })(cells).commit();
    expect(left.map((cell) => cell.id).sort()).toEqual(["a", "a-1", "b"]);
    expect(left.find((cell) => cell.id === "a-1")?.position).toBe(0);
  });

  it("move refuses a move into its own subtree", () => {
    const located = moveCell({
      pageId: "p",
      version: 1,
      cellId: "a",
      parentId: "a-0",
      position: 0,
    })(cells);
    expect(refusal(() => located.commit())).toEqual({
      status: 400,
      message: EDITOR_TEXTS.moveIntoItself,
    });
  });

  it("an unknown cell is 404 when the edit is located, before any commit", () => {
    expect(refusal(() => deleteCell({ pageId: "p", version: 1, cellId: "zz" })(cells))).toEqual({
      status: 404,
      message: EDITOR_TEXTS.cellNotFound,
    });
  });
});

const form: FormDefinition = {
  id: "f",
  title: "F",
  requiresLogin: false,
  successMessage: "Thanks",
  version: 3,
  fields: [
    { name: "role", label: "Role", type: "text" },
    {
      name: "team",
      label: "Team",
      type: "text",
      required: true,
      logic: {
        action: "SHOW",
        match: "ANY",
        conditions: [
          { field: "role", operator: "EQUALS", value: "lead" },
          { field: "other", operator: "IS_NOT_EMPTY" },
        ],
      },
    },
    { name: "other", label: "Other", type: "text" },
  ],
};

describe("form edits", () => {
  it("deleting a field drops the conditions naming it, and a rule left empty", () => {
    const { fields } = deleteElement({ formId: "f", version: 3, name: "other" })(form).commit();
    expect(fields.find((field) => field.name === "team")?.logic?.conditions).toEqual([
      { field: "role", operator: "EQUALS", value: "lead" },
    ]);
    const { fields: none } = deleteElement({ formId: "f", version: 3, name: "role" })({
      ...form,
      fields,
    }).commit();
    expect(none.find((field) => field.name === "team")).not.toHaveProperty("logic");
  });

  it("duplicates as <name>_copy, then _copy2, right after the original", () => {
    const once = duplicateElement({ formId: "f", version: 3, name: "role" })(form).commit();
    const twice = duplicateElement({ formId: "f", version: 3, name: "role" })({
      ...form,
      fields: once.fields,
    }).commit();
    expect(twice.fields.map((field) => field.name)).toEqual([
      "role",
      "role_copy2",
      "role_copy",
      "team",
      "other",
    ]);
  });
});

describe("form submit with rules", () => {
  it("a hidden required field is neither required nor kept; shown, it is required", () => {
    const hidden = checkFormValues(form, { role: "analyst", team: "x" }, () => undefined);
    expect(hidden.errors).toEqual({});
    expect(hidden.values).not.toHaveProperty("team");
    const shown = checkFormValues(form, { role: "Lead" }, () => undefined);
    expect(shown.errors).toEqual({ team: "This field is required" });
  });
});
