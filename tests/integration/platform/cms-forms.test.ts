import { describe, expect, it } from "vitest";
import { callPath, type UpstreamCallName } from "~/contract/calls";
import { EDITOR_LIMITS, EDITOR_TEXTS, type FormLogic } from "~/contract/editor-values";
import { pageAt, cmsPlatformSuite } from "./cms-harness";
import { post } from "./platform-harness";

/**
 * The form editor's calls on the reference platform (docs/contract.md, "Admin editors"): each of
 * the seven element edits changes the form every page shows (fields and formVersion), with the
 * same refusals as the page edits (401, 403, 409, 400 with nothing stored); a field's show/hide
 * rule decides whether the submit requires and keeps it.
 */
const cms = cmsPlatformSuite();

const FORM_ID = "fellowship-application";
const FORM_PAGE = "/apply/fellowship";

interface Field {
  name: string;
  label: string;
  type: string;
  required?: boolean;
  logic?: FormLogic;
  [key: string]: unknown;
}
interface FormShown {
  formId: string;
  formVersion: number;
  fields: Field[];
}

/** The FORM as the page answers it to a learner. */
async function formShown(): Promise<FormShown> {
  const page = await pageAt(cms.platform, FORM_PAGE, cms.who.learner);
  const cell = page.cells.find((c) => c.componentType === "FORM");
  return cell!.componentData as unknown as FormShown;
}
const names = (form: FormShown) => form.fields.map((field) => field.name);

const showWhenDesign: FormLogic = {
  action: "SHOW",
  match: "ALL",
  conditions: [{ field: "track", operator: "EQUALS", value: "ui-ux-design" }],
};

const portfolio = {
  name: "portfolio",
  label: "Portfolio link",
  type: "text",
  required: true,
  logic: showWhenDesign,
};

function submit(inputValues: Record<string, unknown>) {
  return post(cms.platform.url, callPath("formSubmit", { formId: FORM_ID }), {
    formId: FORM_ID,
    inputValues,
  });
}

const APPLICANT = {
  fullName: "Asha Learner",
  email: "asha@example.com",
  phone: "9876543210",
  track: "data-analyst",
  experience: "0-2",
  motivation: "I want to move from support into analytics.",
  consent: "on",
};

describe("the FORM as pages show it", () => {
  it("carries the stored definition's fields and formVersion 1", async () => {
    const form = await formShown();
    expect(form.formId).toBe(FORM_ID);
    expect(form.formVersion).toBe(1);
    expect(names(form)).toEqual([
      "fullName",
      "email",
      "phone",
      "track",
      "experience",
      "motivation",
      "resume",
      "consent",
    ]);
  });
});

describe("the form edits: happy paths", () => {
  it("add/element: a field with a rule, at a position; formVersion moves by one", async () => {
    const before = await formShown();
    const answer = await cms.call(
      "editFormAddElement",
      { formId: FORM_ID, version: before.formVersion, element: portfolio, position: 4 },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    expect(answer.text).toBe("");
    const after = await formShown();
    expect(after.formVersion).toBe(before.formVersion + 1);
    expect(names(after)[4]).toBe("portfolio");
    expect(after.fields[4]).toEqual(portfolio);
  });

  it("the rule decides the submit: hidden and empty passes, shown and empty fails", async () => {
    const hidden = await submit(APPLICANT);
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body).toMatchObject({ isSuccessful: true });
    // A hidden field's value is not kept either.
    const hiddenWithValue = await submit({ ...APPLICANT, portfolio: "https://x.example" });
    expect((hiddenWithValue.body as { inputValues: object }).inputValues).not.toHaveProperty(
      "portfolio",
    );
    const shownEmpty = await submit({ ...APPLICANT, track: "ui-ux-design" });
    expect(shownEmpty.body).toMatchObject({
      isSuccessful: false,
      errors: { portfolio: "This field is required" },
    });
    const shownFilled = await submit({
      ...APPLICANT,
      track: "ui-ux-design",
      portfolio: "https://asha.example/portfolio",
    });
    expect(shownFilled.body).toMatchObject({
      isSuccessful: true,
      inputValues: { portfolio: "https://asha.example/portfolio" },
    });
  });

  it("update/element: new label and type, same place", async () => {
    const before = await formShown();
    const answer = await cms.call(
      "editFormUpdateElement",
      {
        formId: FORM_ID,
        version: before.formVersion,
        name: "motivation",
        element: { name: "motivation", label: "Why now?", type: "textarea", required: false },
      },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    const after = await formShown();
    expect(after.formVersion).toBe(before.formVersion + 1);
    expect(after.fields.find((field) => field.name === "motivation")).toEqual({
      name: "motivation",
      label: "Why now?",
      type: "textarea",
      required: false,
    });
    expect(names(after)).toEqual(names(before));
  });

  it("update/element: a renamed field keeps the rules that named it", async () => {
    const before = await formShown();
    const track = before.fields.find((field) => field.name === "track")!;
    const answer = await cms.call(
      "editFormUpdateElement",
      {
        formId: FORM_ID,
        version: before.formVersion,
        name: "track",
        element: { ...track, name: "fellowship" },
      },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    const after = await formShown();
    expect(names(after)).toContain("fellowship");
    expect(after.fields.find((field) => field.name === "portfolio")?.logic?.conditions).toEqual([
      { field: "fellowship", operator: "EQUALS", value: "ui-ux-design" },
    ]);
  });

  it("duplicate/element: <name>_copy after the original, then _copy2", async () => {
    for (const expected of ["email_copy", "email_copy2"]) {
      const before = await formShown();
      const answer = await cms.call(
        "editFormDuplicateElement",
        { formId: FORM_ID, version: before.formVersion, name: "email" },
        cms.who.admin,
      );
      expect(answer.status, answer.text).toBe(204);
      const after = await formShown();
      expect(after.formVersion).toBe(before.formVersion + 1);
      const at = names(after).indexOf("email");
      expect(names(after)[at + 1]).toBe(expected);
      expect(after.fields[at + 1]).toMatchObject({ type: "email", label: "Email (copy)" });
    }
  });

  it("swap/element: two fields trade places", async () => {
    const before = await formShown();
    const answer = await cms.call(
      "editFormSwapElement",
      { formId: FORM_ID, version: before.formVersion, name: "fullName", otherName: "phone" },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    const after = await formShown();
    expect(names(after).indexOf("phone")).toBe(names(before).indexOf("fullName"));
    expect(names(after).indexOf("fullName")).toBe(names(before).indexOf("phone"));
  });

  it("move/element: to a position (past the end: the end)", async () => {
    const before = await formShown();
    const answer = await cms.call(
      "editFormMoveElement",
      { formId: FORM_ID, version: before.formVersion, name: "consent", position: 0 },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    expect(names(await formShown())[0]).toBe("consent");
    const again = await cms.call(
      "editFormMoveElement",
      { formId: FORM_ID, version: before.formVersion + 1, name: "consent", position: 500 },
      cms.who.admin,
    );
    expect(again.status).toBe(204);
    expect(names(await formShown()).at(-1)).toBe("consent");
  });

  it("update/element/logic: set a rule, then remove it with null", async () => {
    const before = await formShown();
    const rule: FormLogic = {
      action: "HIDE",
      match: "ANY",
      conditions: [{ field: "experience", operator: "EQUALS", value: "0-2" }],
    };
    const set = await cms.call(
      "editFormUpdateElementLogic",
      { formId: FORM_ID, version: before.formVersion, name: "resume", logic: rule },
      cms.who.admin,
    );
    expect(set.status, set.text).toBe(204);
    expect((await formShown()).fields.find((field) => field.name === "resume")?.logic).toEqual(
      rule,
    );
    const removed = await cms.call(
      "editFormUpdateElementLogic",
      { formId: FORM_ID, version: before.formVersion + 1, name: "resume", logic: null },
      cms.who.admin,
    );
    expect(removed.status).toBe(204);
    const after = await formShown();
    expect(after.fields.find((field) => field.name === "resume")).not.toHaveProperty("logic");
    expect(after.formVersion).toBe(before.formVersion + 2);
  });

  it("delete/element: the field goes, and so do the rule conditions that named it", async () => {
    const before = await formShown();
    const answer = await cms.call(
      "editFormDeleteElement",
      { formId: FORM_ID, version: before.formVersion, name: "fellowship" },
      cms.who.admin,
    );
    expect(answer.status, answer.text).toBe(204);
    const after = await formShown();
    expect(names(after)).not.toContain("fellowship");
    // The portfolio rule named only that field: the rule is gone, the field is always shown.
    expect(after.fields.find((field) => field.name === "portfolio")).not.toHaveProperty("logic");
  });
});

/** A rule that names its own field: refused. */
const showSelf: FormLogic = {
  action: "SHOW",
  match: "ALL",
  conditions: [{ field: "fullName", operator: "IS_NOT_EMPTY" }],
};

/** For each form call: a valid body at a version, and one the cms.platform must refuse with 400. */
const FORM_CALLS: Array<{
  name: UpstreamCallName;
  valid: (version: number, form: FormShown) => Record<string, unknown>;
  invalid: (version: number) => Record<string, unknown>;
  errors: Record<string, unknown>;
}> = [
  {
    name: "editFormAddElement",
    valid: (version, form) => ({
      formId: FORM_ID,
      version,
      element: { name: `city${form.fields.length}`, label: "City", type: "text" },
    }),
    invalid: (version) => ({
      formId: FORM_ID,
      version,
      element: { name: "email", label: "Another email", type: "email" },
    }),
    errors: { "element.name": expect.any(String) },
  },
  {
    name: "editFormUpdateElement",
    valid: (version) => ({
      formId: FORM_ID,
      version,
      name: "fullName",
      element: { name: "fullName", label: `Full name ${version}`, type: "text", required: true },
    }),
    invalid: (version) => ({
      formId: FORM_ID,
      version,
      name: "fullName",
      element: { name: "fullName", label: "Full name", type: "text", logic: showSelf },
    }),
    errors: { "element.logic.conditions.0.field": expect.any(String) },
  },
  {
    name: "editFormDeleteElement",
    valid: (version, form) => ({ formId: FORM_ID, version, name: form.fields.at(-2)!.name }),
    invalid: (version) => ({ formId: FORM_ID, version, name: "1nvalid name" }),
    errors: { name: expect.any(String) },
  },
  {
    name: "editFormDuplicateElement",
    valid: (version) => ({ formId: FORM_ID, version, name: "phone" }),
    invalid: (version) => ({ formId: FORM_ID, version }),
    errors: { name: "This field is required" },
  },
  {
    name: "editFormSwapElement",
    valid: (version) => ({ formId: FORM_ID, version, name: "email", otherName: "phone" }),
    invalid: (version) => ({ formId: FORM_ID, version, name: "email", otherName: "email" }),
    errors: { otherName: expect.any(String) },
  },
  {
    name: "editFormMoveElement",
    valid: (version) => ({ formId: FORM_ID, version, name: "email", position: 2 }),
    invalid: (version) => ({ formId: FORM_ID, version, name: "email", position: "two" }),
    errors: { position: expect.any(String) },
  },
  {
    name: "editFormUpdateElementLogic",
    valid: (version) => ({
      formId: FORM_ID,
      version,
      name: "portfolio",
      logic: {
        action: "SHOW",
        match: "ALL",
        conditions: [{ field: "experience", operator: "IS_NOT_EMPTY" }],
      },
    }),
    invalid: (version) => ({
      formId: FORM_ID,
      version,
      name: "portfolio",
      logic: {
        action: "SHOW",
        match: "ALL",
        conditions: [{ field: "noSuchField", operator: "IS_EMPTY" }],
      },
    }),
    errors: { "logic.conditions.0.field": expect.any(String) },
  },
];

describe.each(FORM_CALLS)("$name", ({ name, valid, invalid, errors }) => {
  it("a visitor gets 401, a learner 403 (admins only), and nothing changes", async () => {
    const before = await formShown();
    const body = valid(before.formVersion, before);
    expect((await cms.call(name, body, cms.who.anonymous)).status).toBe(401);
    const learner = await cms.call(name, body, cms.who.learner);
    expect(learner.status).toBe(403);
    expect(learner.body).toMatchObject({ errorMessage: EDITOR_TEXTS.adminsOnly });
    expect(await formShown()).toEqual(before);
  });

  it("an invalid edit is 400 with field errors, and nothing is stored", async () => {
    const before = await formShown();
    const answer = await cms.call(name, invalid(before.formVersion), cms.who.admin);
    expect(answer.status, answer.text).toBe(400);
    expect((answer.body as { errors: unknown }).errors).toMatchObject(errors);
    expect(await formShown()).toEqual(before);
  });

  it("the current version: 204 and the next version; the old one again: 409", async () => {
    const before = await formShown();
    const first = await cms.call(name, valid(before.formVersion, before), cms.who.admin);
    expect(first.status, first.text).toBe(204);
    const after = await formShown();
    expect(after.formVersion).toBe(before.formVersion + 1);
    const stale = await cms.call(name, valid(before.formVersion, after), cms.who.admin);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ errorMessage: EDITOR_TEXTS.formChanged });
    expect(await formShown()).toEqual(after);
  });
});

describe("refusals", () => {
  it("404 for an unknown form or field", async () => {
    const unknownForm = await cms.call(
      "editFormDeleteElement",
      { formId: "no-such-form", version: 1, name: "email" },
      cms.who.admin,
    );
    expect(unknownForm.status).toBe(404);
    expect(unknownForm.body).toMatchObject({ errorMessage: EDITOR_TEXTS.formNotFound });
    const { formVersion } = await formShown();
    const unknownField = await cms.call(
      "editFormMoveElement",
      { formId: FORM_ID, version: formVersion, name: "nope", position: 0 },
      cms.who.admin,
    );
    expect(unknownField.status).toBe(404);
    expect(unknownField.body).toMatchObject({ errorMessage: EDITOR_TEXTS.elementNotFound });
  });

  it("two admins on one version: one 204, one 409", async () => {
    const { formVersion } = await formShown();
    const answers = await Promise.all(
      [cms.who.admin, cms.who.otherAdmin].map((headers, i) =>
        cms.call(
          "editFormMoveElement",
          { formId: FORM_ID, version: formVersion, name: "email", position: i },
          headers,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    expect((await formShown()).formVersion).toBe(formVersion + 1);
  });

  it("a reserved field name, a select without options: 400", async () => {
    const { formVersion } = await formShown();
    const reserved = await cms.call(
      "editFormAddElement",
      {
        formId: FORM_ID,
        version: formVersion,
        element: { name: "captchaToken", label: "Token", type: "text" },
      },
      cms.who.admin,
    );
    expect(reserved.status).toBe(400);
    expect((reserved.body as { errors: Record<string, string> }).errors).toHaveProperty(
      "element.name",
    );
    const noOptions = await cms.call(
      "editFormAddElement",
      {
        formId: FORM_ID,
        version: formVersion,
        element: { name: "city", label: "City", type: "select" },
      },
      cms.who.admin,
    );
    expect(noOptions.status).toBe(400);
  });

  it(`at most ${EDITOR_LIMITS.formElements} fields`, async () => {
    let { formVersion, fields } = await formShown();
    let count = fields.length;
    while (count < EDITOR_LIMITS.formElements) {
      const answer = await cms.call(
        "editFormAddElement",
        {
          formId: FORM_ID,
          version: formVersion,
          element: { name: `extra${count}`, label: `Extra ${count}`, type: "text" },
        },
        cms.who.admin,
      );
      expect(answer.status, answer.text).toBe(204);
      formVersion += 1;
      count += 1;
    }
    const over = await cms.call(
      "editFormDuplicateElement",
      { formId: FORM_ID, version: formVersion, name: "email" },
      cms.who.admin,
    );
    expect(over.status).toBe(400);
    ({ fields } = await formShown());
    expect(fields).toHaveLength(EDITOR_LIMITS.formElements);
  });
});
