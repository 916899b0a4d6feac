import { describe, expect, it } from "vitest";
import { formElementSchema, formLogicSchema } from "~/contract/editor";
import type { FormField } from "~/contract/widgets/form";
import {
  conditionOn,
  elementDraftOf,
  elementJsonOf,
  elementProblems,
  emptyElementDraft,
  logicDraftOf,
  logicJsonOf,
  nameFromLabel,
  previewFieldsOf,
  slugOf,
  withCondition,
  withConditionField,
  withoutCondition,
} from "~/editor/form/form-editor-model";

const fields: FormField[] = [
  { name: "fullName", label: "Full name", type: "text", required: true },
  {
    name: "track",
    label: "Fellowship",
    type: "select",
    required: true,
    options: [
      { label: "Product Manager Fellowship", value: "product-management" },
      { label: "Data Analyst Fellowship", value: "data-analyst" },
    ],
  },
  { name: "consent", label: "I agree", type: "checkbox" },
  {
    name: "resume",
    label: "Resume",
    type: "file",
    accept: "application/pdf",
    maxBytes: 5 * 1024 * 1024,
    logic: {
      action: "HIDE",
      match: "ANY",
      conditions: [{ field: "consent", operator: "IS_EMPTY" }],
    },
  },
];

describe("the form editor's element JSON", () => {
  it("builds a text element the platform's schema takes, trimmed, without other kinds' parts", () => {
    const element = elementJsonOf({
      ...emptyElementDraft(),
      name: " portfolio ",
      label: " Portfolio link ",
      placeholder: " https:// ",
      required: true,
      options: [{ label: "ignored", value: "x" }],
      accept: "ignored",
      maxMegabytes: "3",
    });
    expect(element).toEqual({
      name: "portfolio",
      label: "Portfolio link",
      type: "text",
      required: true,
      placeholder: "https://",
    });
    expect(formElementSchema.safeParse(element).success).toBe(true);
  });

  it("gives a select its options, a value made from the label where none was typed", () => {
    const element = elementJsonOf({
      ...emptyElementDraft(),
      name: "city",
      label: "City",
      type: "select",
      placeholder: "Pick a city",
      options: [
        { label: "New Delhi", value: "" },
        { label: "Mumbai", value: "bom" },
      ],
    });
    expect(element.options).toEqual([
      { label: "New Delhi", value: "new-delhi" },
      { label: "Mumbai", value: "bom" },
    ]);
    expect(element.placeholder).toBe("Pick a city");
    expect(formElementSchema.safeParse(element).success).toBe(true);
  });

  it("keeps an empty option row where it is, so the platform's errors point at it", () => {
    const element = elementJsonOf({
      ...emptyElementDraft(),
      name: "cohort",
      label: "Cohort",
      type: "radio",
      placeholder: "not for radios",
      options: [
        { label: "Weekdays", value: "" },
        { label: "", value: "" },
      ],
    });
    expect(element.placeholder).toBeUndefined();
    expect(element.options).toHaveLength(2);
    const parsed = formElementSchema.safeParse(element);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["options", 1, "label"]);
  });

  it("gives a file its accepted types and its size in bytes from MB", () => {
    const element = elementJsonOf({
      ...emptyElementDraft(),
      name: "cv",
      label: "CV",
      type: "file",
      accept: ".pdf",
      maxMegabytes: "2.5",
    });
    expect(element).toMatchObject({ accept: ".pdf", maxBytes: 2.5 * 1024 * 1024 });
    expect(formElementSchema.safeParse(element).success).toBe(true);
  });

  it("keeps an element's rule through an edit (an update replaces the element whole)", () => {
    const resume = fields[3]!;
    const draft = elementDraftOf(resume);
    expect(draft).toMatchObject({ maxMegabytes: "5", accept: "application/pdf", type: "file" });
    const element = elementJsonOf({ ...draft, label: "Resume (PDF)" }, resume.logic);
    expect(element).toEqual({
      name: "resume",
      label: "Resume (PDF)",
      type: "file",
      required: false,
      accept: "application/pdf",
      maxBytes: 5 * 1024 * 1024,
      logic: resume.logic,
    });
    expect(formElementSchema.safeParse(element).success).toBe(true);
  });

  it("finds a bad size and a name another field has before sending", () => {
    const draft = { ...emptyElementDraft(), name: "track", type: "file" as const };
    expect(elementProblems({ ...draft, maxMegabytes: "five" }, ["track"])).toEqual({
      "element.maxBytes": "Enter the largest size in MB, for example 5",
      "element.name": 'Another field is already named "track"',
    });
    expect(elementProblems({ ...draft, maxMegabytes: "" }, ["fullName"])).toEqual({});
  });

  it("suggests a name from a label and a value from an option's label", () => {
    expect(nameFromLabel("Portfolio link")).toBe("portfolioLink");
    expect(nameFromLabel("2nd choice: city!")).toBe("ndChoiceCity");
    expect(slugOf(" Data Analyst (Weekends) ")).toBe("data-analyst-weekends");
  });
});

describe("the form editor's logic JSON", () => {
  it("starts a new rule as SHOW when the first other field is its first option", () => {
    expect(logicDraftOf(undefined, fields, "fullName")).toEqual({
      action: "SHOW",
      match: "ALL",
      conditions: [{ field: "track", operator: "EQUALS", value: "product-management" }],
    });
    expect(logicDraftOf(undefined, [fields[0]!], "fullName").conditions).toEqual([]);
  });

  it("offers a checkbox's ticked value, and resets a condition's value when its field changes", () => {
    expect(conditionOn(fields, "consent")).toEqual({
      field: "consent",
      operator: "EQUALS",
      value: "true",
    });
    const draft = logicDraftOf(undefined, fields, "resume");
    const changed = withConditionField(
      { ...draft, conditions: [{ ...draft.conditions[0]!, operator: "NOT_EQUALS" }] },
      0,
      fields,
      "fullName",
    );
    expect(changed.conditions).toEqual([{ field: "fullName", operator: "NOT_EQUALS", value: "" }]);
  });

  it("adds and removes conditions, at most the contract's limit", () => {
    let draft = logicDraftOf(undefined, fields, "fullName");
    draft = withCondition(draft, fields, "fullName");
    expect(draft.conditions).toHaveLength(2);
    expect(withoutCondition(draft, 0).conditions).toEqual([draft.conditions[1]]);
    for (let i = 0; i < 20; i += 1) draft = withCondition(draft, fields, "fullName");
    expect(draft.conditions).toHaveLength(10);
  });

  it("sends a value only where the operator compares one", () => {
    const logic = logicJsonOf({
      action: "HIDE",
      match: "ANY",
      conditions: [
        { field: "track", operator: "EQUALS", value: " data-analyst " },
        { field: "fullName", operator: "IS_EMPTY", value: "left over" },
      ],
    });
    expect(logic).toEqual({
      action: "HIDE",
      match: "ANY",
      conditions: [
        { field: "track", operator: "EQUALS", value: "data-analyst" },
        { field: "fullName", operator: "IS_EMPTY" },
      ],
    });
    expect(formLogicSchema.safeParse(logic).success).toBe(true);
    expect(logicDraftOf(logic, fields, "resume").conditions[1]).toEqual({
      field: "fullName",
      operator: "IS_EMPTY",
      value: "",
    });
  });
});

describe("the form editor's preview", () => {
  it("shows the drafts as typed: the edit, the rule and the new field in its place", () => {
    const preview = previewFieldsOf(fields, {
      editing: {
        name: "fullName",
        draft: { ...elementDraftOf(fields[0]!), label: "Your name" },
      },
      rule: {
        name: "consent",
        draft: {
          action: "SHOW",
          match: "ALL",
          conditions: [{ field: "track", operator: "EQUALS", value: "data-analyst" }],
        },
      },
      adding: {
        draft: { ...emptyElementDraft(), name: "", label: "" },
        position: 1,
      },
    });
    expect(preview.map((field) => field.name)).toEqual([
      "fullName",
      "newField",
      "track",
      "consent",
      "resume",
    ]);
    expect(preview[0]!.label).toBe("Your name");
    expect(preview[1]!.label).toBe("(no label yet)");
    expect(preview[3]!.logic?.conditions[0]?.value).toBe("data-analyst");
    // The rule kept by the edit of the file field.
    expect(preview[4]!.logic).toEqual(fields[3]!.logic);
  });

  it("keeps names unique (the preview's inputs are keyed by them)", () => {
    const preview = previewFieldsOf(fields, {
      adding: { draft: { ...emptyElementDraft(), name: "track", label: "Again" }, position: 4 },
    });
    expect(preview.map((field) => field.name)).toEqual([
      "fullName",
      "track",
      "consent",
      "resume",
      "track-2",
    ]);
  });
});
