import { entryOf } from "./entry-of";
import { schemaOf } from "~/widgets/schemas.server";
import { describe, expect, it } from "vitest";
import type { Cell } from "~/contract";
import { DEFAULT_FORM_SUCCESS } from "~/contract/widgets/form-look";
import { formWidget } from "~/widgets/form";
import { formSchema } from "~/contract/widgets/form";
import { lookupWidget } from "~/widgets/registry";
import { parseHtml } from "../shell/dom";
import { renderPage } from "../actions/harness";
import { accepts, expectInert, itRendersEverySample, SCRIPT } from "./content/harness";

const def = entryOf(formWidget);
const Component = def.Component;

const application = {
  type: "FORM",
  formId: "fellowship-application",
  title: "Apply",
  submitAction: { type: "API_CALL", uri: "/api/v1/form/submit/fellowship-application" },
  fields: [
    { name: "fullName", label: "Full name", type: "text", required: true },
    { name: "email", label: "Email", type: "email", required: true },
    { name: "phone", label: "Phone", type: "phone" },
    {
      name: "track",
      label: "Track",
      type: "select",
      required: true,
      options: [
        { label: "Product", value: "pm" },
        { label: "Data", value: "da" },
      ],
    },
    {
      name: "cohort",
      label: "Cohort",
      type: "radio",
      options: [
        { label: "Weekdays", value: "weekday" },
        { label: "Weekends", value: "weekend" },
      ],
    },
    { name: "about", label: "About you", type: "textarea" },
    { name: "consent", label: "I agree", type: "checkbox", required: true },
  ],
};

async function renderHtml(data: unknown, options: Parameters<typeof renderPage>[1] = {}) {
  const parsed = schemaOf(def).parse(data);
  const cell = { id: "c1", cellType: "CELL_COMPONENT", componentType: "FORM" } as Cell;
  return await renderPage(<Component data={parsed} cell={cell} />, {
    url: "/apply/fellowship",
    ...options,
  });
}

async function render(data: unknown, options: Parameters<typeof renderPage>[1] = {}) {
  return parseHtml(await renderHtml(data, options));
}

const hidden = (doc: Document) =>
  Object.fromEntries(
    [...doc.querySelectorAll("form input[type=hidden]")].map((i) => [
      i.getAttribute("name"),
      i.getAttribute("value"),
    ]),
  );

describe("FORM", () => {
  itRendersEverySample(def);

  it("is registered under its componentType", async () => {
    expect(lookupWidget("FORM")).toBe(def);
    expect(lookupWidget("FORM", "ANY_VIEW")).toBe(def);
  });

  it("posts the convention's fields to the page, FORM_SUBMIT by default", async () => {
    const doc = await render(application);
    const form = doc.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/apply/fellowship");
    expect(form?.hasAttribute("novalidate")).toBe(true);
    expect(form?.getAttribute("enctype")).not.toBe("multipart/form-data");
    const fields = hidden(doc);
    expect(fields.csrf).toBe("test-csrf-token");
    expect(fields.intent).toBe("FORM_SUBMIT");
    expect(fields.formId).toBe("fellowship-application");
    expect(JSON.parse(fields.action ?? "")).toEqual(application.submitAction);
    expect(doc.querySelector("button[type=submit]")?.textContent).toBe("Submit");
  });

  it("posts its own intent and is multipart when it has a file field", async () => {
    const doc = await render({
      formId: "resume",
      intent: "RESUME_UPLOAD",
      submitText: "Upload",
      fields: [{ name: "file", label: "Resume", type: "file", accept: ".pdf", maxBytes: 5242880 }],
    });
    expect(doc.querySelector("form")?.getAttribute("enctype")).toBe("multipart/form-data");
    expect(hidden(doc).intent).toBe("RESUME_UPLOAD");
    const input = doc.querySelector("input[type=file]");
    expect(input?.getAttribute("accept")).toBe(".pdf");
    const hint = doc.getElementById(input?.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe("Up to 5 MB");
  });

  it("ties every label to its input and marks the required ones", async () => {
    const doc = await render(application);
    for (const name of ["fullName", "email", "phone", "track", "about", "consent"]) {
      const input = doc.querySelector(`[name="${name}"]`);
      const label = doc.querySelector(`label[for="${input?.id}"]`);
      expect(label, name).not.toBeNull();
    }
    expect(doc.querySelector('[name="email"]')?.getAttribute("type")).toBe("email");
    expect(doc.querySelector('[name="phone"]')?.getAttribute("type")).toBe("tel");
    expect(doc.querySelector('[name="fullName"]')?.hasAttribute("required")).toBe(true);
    expect(doc.querySelector('[name="phone"]')?.hasAttribute("required")).toBe(false);
    const mark = doc.querySelector(
      `label[for="${doc.querySelector('[name="fullName"]')?.id}"] [aria-hidden]`,
    );
    expect(mark?.textContent?.trim()).toBe("*");
    // A radio group is a fieldset named by its legend.
    expect(doc.querySelector("fieldset legend")?.textContent).toBe("Cohort");
    expect(doc.querySelectorAll('input[type=radio][name="cohort"]')).toHaveLength(2);
  });

  it("shows server field errors next to their fields and keeps the typed values", async () => {
    const doc = await render(application, {
      actionData: {
        intent: "FORM_SUBMIT",
        ok: false,
        formId: "fellowship-application",
        message: "Please correct the highlighted fields",
        fieldErrors: { email: "Invalid Email", phone: "Invalid Phone Number" },
        values: {
          fullName: "Asha Learner",
          email: "asha@",
          phone: "98x",
          track: "da",
          cohort: "weekend",
          about: "Analyst",
          consent: "on",
        },
      },
    });
    const email = doc.querySelector('[name="email"]');
    expect(email?.getAttribute("aria-invalid")).toBe("true");
    expect(doc.getElementById(email?.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Invalid Email",
    );
    const phone = doc.querySelector('[name="phone"]');
    expect(doc.getElementById(phone?.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Invalid Phone Number",
    );
    expect(doc.querySelector('[name="fullName"]')?.getAttribute("aria-invalid")).toBeNull();
    expect(doc.querySelector('[name="fullName"]')?.getAttribute("value")).toBe("Asha Learner");
    expect(email?.getAttribute("value")).toBe("asha@");
    expect(doc.querySelector('option[value="da"]')?.hasAttribute("selected")).toBe(true);
    expect(doc.querySelector('input[value="weekend"]')?.hasAttribute("checked")).toBe(true);
    expect(doc.querySelector('[name="consent"]')?.hasAttribute("checked")).toBe(true);
    expect(doc.querySelector('[name="about"]')?.textContent).toBe("Analyst");
    expect(doc.querySelector("[role=alert]")?.textContent).toBe(
      "Please correct the highlighted fields",
    );
  });

  it("replaces the form with the success text: its own, else the spec's default", async () => {
    const ok = {
      intent: "FORM_SUBMIT",
      ok: true,
      formId: "fellowship-application",
      message: "Saved",
    };
    const doc = await render(application, { actionData: ok });
    expect(doc.querySelector("form")).toBeNull();
    expect(doc.querySelector("[role=status]")?.textContent).toBe(DEFAULT_FORM_SUCCESS);
    expect(DEFAULT_FORM_SUCCESS).toBe(
      "Your application has been submitted. We'll be in touch with you via email.",
    );
    const own = await render(
      { ...application, successMessage: "Thanks, Asha!" },
      { actionData: ok },
    );
    expect(own.querySelector("[role=status]")?.textContent).toBe("Thanks, Asha!");
    // Other intents say what happened in the server's words.
    const upload = await render(
      {
        formId: "img",
        intent: "PROFILE_IMAGE_UPLOAD",
        fields: [{ name: "file", label: "Photo", type: "file" }],
      },
      {
        actionData: {
          intent: "PROFILE_IMAGE_UPLOAD",
          ok: true,
          formId: "img",
          message: "Image Uploaded!",
        },
      },
    );
    expect(upload.querySelector("[role=status]")?.textContent).toBe("Image Uploaded!");
  });

  it("ignores the result of another form", async () => {
    const doc = await render(application, {
      actionData: { intent: "FORM_SUBMIT", ok: true, formId: "another-form" },
    });
    expect(doc.querySelector("form")).not.toBeNull();
  });

  it("asks for the human check on the generic submit when it is enabled", async () => {
    const doc = await render(application, { login: { captcha: "test", captchaTestToken: "pass" } });
    expect(doc.querySelector('input[name="captchaToken"]')?.getAttribute("value")).toBe("pass");
    const enrol = await render(
      { ...application, intent: "MENTORSHIP_ENROLMENT" },
      { login: { captcha: "test" } },
    );
    expect(enrol.querySelector('input[name="captchaToken"]')).toBeNull();
  });

  it("is lenient with what it can show and strict where posting would break", async () => {
    const parsed = formSchema.parse({
      formId: "f",
      fields: [
        { name: "a", label: "A", type: "colour" },
        { name: "b", label: "B", type: "select" },
        { name: "a", label: "Again", type: "text" },
        { name: "intent", label: "Reserved", type: "text" },
        { name: "c d", label: "Space", type: "text" },
        { name: "e", label: "", type: "text" },
        {
          name: "n",
          label: "N",
          type: "radio",
          options: [{ label: "One", value: 1 }, { value: "x" }],
        },
        "nonsense",
      ],
    });
    expect(parsed.fields.map((f) => [f.name, f.type])).toEqual([
      ["a", "text"],
      ["n", "radio"],
    ]);
    expect(parsed.fields[1].options).toEqual([{ label: "One", value: "1" }]);
    expect(accepts(def, { formId: "f", fields: [] })).toBe(false);
    expect(accepts(def, { fields: [{ name: "a", label: "A" }] })).toBe(false);
    expect(accepts(def, { formId: "bad id", fields: [{ name: "a", label: "A" }] })).toBe(false);
  });

  it("renders hostile strings as text", async () => {
    const html = await renderHtml({
      formId: "x",
      title: SCRIPT,
      description: SCRIPT,
      fields: [{ name: "a", label: SCRIPT, placeholder: SCRIPT, type: "text" }],
    });
    expectInert(html);
    expect(parseHtml(html).querySelector("label")?.textContent).toContain(SCRIPT);
  });
});
