import { entryOf } from "./entry-of";
// @vitest-environment happy-dom
import { schemaOf } from "~/widgets/schemas.server";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cell } from "~/contract";
import { formWidget as formWidgetKind } from "~/widgets/form";
import { readFieldValues, ruleTextOf, visibilityAnnouncement } from "~/widgets/form/form-logic";
import type { FormField } from "~/contract/widgets/form";
import { stubPage, type StubOptions } from "../actions/harness";
import { renderAllToHtml } from "../../support/render";
import { settle } from "../../support/settle";

const formWidget = entryOf(formWidgetKind);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement("div");
  document.body.replaceChildren(container);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.restoreAllMocks();
});

const TRACKS = [
  { label: "Product Manager Fellowship", value: "product-management" },
  { label: "Data Analyst Fellowship", value: "data-analyst" },
];

/** The fellowship application with three rules: on a select, on a checkbox, and a chain. */
const application = {
  formId: "fellowship-application",
  submitAction: { type: "API_CALL", uri: "/api/v1/form/submit/fellowship-application" },
  fields: [
    { name: "fullName", label: "Full name", type: "text", required: true },
    { name: "track", label: "Fellowship", type: "select", required: true, options: TRACKS },
    {
      name: "portfolio",
      label: "Portfolio link",
      type: "text",
      required: true,
      logic: {
        action: "SHOW",
        match: "ALL",
        conditions: [{ field: "track", operator: "EQUALS", value: "data-analyst" }],
      },
    },
    {
      name: "portfolioNotes",
      label: "About the portfolio",
      type: "textarea",
      logic: {
        action: "SHOW",
        match: "ALL",
        conditions: [{ field: "portfolio", operator: "IS_NOT_EMPTY" }],
      },
    },
    { name: "noContact", label: "Do not contact me", type: "checkbox" },
    {
      name: "phone",
      label: "Phone number",
      type: "phone",
      required: true,
      logic: {
        action: "HIDE",
        match: "ANY",
        conditions: [{ field: "noContact", operator: "EQUALS", value: "true" }],
      },
    },
  ],
};

const cell = { id: "c1", cellType: "CELL_COMPONENT", componentType: "FORM" } as Cell;

async function mount(data: unknown, options: StubOptions = {}) {
  const parsed = schemaOf(formWidget).parse(data);
  const Component = formWidget.Component;
  await act(async () => {
    root = createRoot(container);
    root.render(
      stubPage(<Component data={parsed} cell={cell} />, { url: "/apply/fellowship", ...options }),
    );
  });
  await settle(() => container.querySelector("form"), "the FORM widget");
}

const input = (name: string) =>
  container.querySelector(`[name="${name}"]`) as HTMLInputElement & HTMLSelectElement;
const wrapper = (name: string) => container.querySelector(`[data-field="${name}"]`) as HTMLElement;

/** Sets a value as a learner would, so React's onChange sees it. */
async function choose(name: string, value: string) {
  const element = input(name);
  const proto = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(element, value);
  await act(async () => {
    element.dispatchEvent(
      new Event(element.tagName === "SELECT" ? "change" : "input", {
        bubbles: true,
      }),
    );
  });
}

function expectHidden(name: string) {
  expect(wrapper(name).getAttribute("data-logic")).toBe("hidden");
  expect(wrapper(name).hidden).toBe(true);
  expect(input(name).disabled).toBe(true);
  expect(input(name).required).toBe(false);
}

function expectShown(name: string, required: boolean) {
  expect(wrapper(name).getAttribute("data-logic")).toBe("shown");
  expect(wrapper(name).hidden).toBe(false);
  expect(input(name).disabled).toBe(false);
  expect(input(name).required).toBe(required);
}

describe("the FORM widget's show/hide rules", () => {
  it("shows a field while a select has the value its SHOW rule names", async () => {
    await mount(application);
    expectHidden("portfolio");
    await choose("track", "data-analyst");
    expectShown("portfolio", true);
    await choose("track", "product-management");
    expectHidden("portfolio");
  });

  it("hides a field while a checkbox its HIDE rule names is ticked", async () => {
    await mount(application);
    expectShown("phone", true);
    await act(async () => input("noContact").click());
    expectHidden("phone");
    await act(async () => input("noContact").click());
    expectShown("phone", true);
  });

  it("settles chained rules: a field hidden by its rule counts as empty for the next rule", async () => {
    await mount(application);
    await choose("track", "data-analyst");
    expectHidden("portfolioNotes");
    await choose("portfolio", "https://example.com/work");
    expectShown("portfolioNotes", false);
    // The portfolio goes, and with it the notes that depend on it; what was typed stays.
    await choose("track", "product-management");
    expectHidden("portfolio");
    expectHidden("portfolioNotes");
    expect(input("portfolio").value).toBe("https://example.com/work");
    await choose("track", "data-analyst");
    expectShown("portfolioNotes", false);
  });

  it("posts no hidden field (its inputs are disabled) and requires none", async () => {
    const posted: Record<string, FormDataEntryValue>[] = [];
    await mount(application, {
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()));
        return { intent: "FORM_SUBMIT", ok: true, formId: "fellowship-application" };
      },
    });
    await choose("fullName", "Asha");
    await choose("track", "data-analyst");
    await choose("portfolio", "https://example.com/work");
    await choose("track", "product-management");
    // happy-dom's FormData keeps disabled textareas (browsers leave them out): asked directly.
    expect(input("portfolioNotes").disabled).toBe(true);
    await act(async () => (container.querySelector("button[type=submit]") as HTMLElement).click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ fullName: "Asha", track: "product-management" });
    expect(posted[0]).not.toHaveProperty("portfolio");
  });

  it("tells a screen reader politely which fields appeared or went", async () => {
    await mount(application);
    const status = container.querySelector("[data-form-logic-status]");
    expect(status?.getAttribute("aria-live")).toBe("polite");
    expect(status?.textContent).toBe("");
    await choose("track", "data-analyst");
    expect(status?.textContent).toBe("Portfolio link shown.");
    await choose("fullName", "Asha");
    expect(status?.textContent).toBe("Portfolio link shown.");
    await choose("track", "");
    expect(status?.textContent).toBe("Portfolio link hidden.");
  });

  it("starts from the fields' first values (a rule that holds for them shows its field)", async () => {
    await mount({
      ...application,
      fields: application.fields.map((field) =>
        field.name === "track" ? { ...field, value: "data-analyst" } : field,
      ),
    });
    expectShown("portfolio", true);
    expect(container.querySelector("[data-form-logic-status]")?.textContent).toBe("");
  });
});

describe("the FORM widget's rules without JavaScript (the server's render)", () => {
  const html = async () => {
    const parsed = schemaOf(formWidget).parse(application);
    const Component = formWidget.Component;
    container.innerHTML = await renderAllToHtml(
      stubPage(<Component data={parsed} cell={cell} />, { url: "/apply/fellowship" }),
    );
  };

  it("renders every field, usable, with its rule in words beside it", async () => {
    await html();
    for (const name of ["portfolio", "portfolioNotes", "phone"]) {
      expect(wrapper(name)).not.toBeNull();
      expect(wrapper(name).hidden).toBe(false);
      expect(input(name).disabled).toBe(false);
    }
    // Hidden for the first values: marked for the scripted first paint, not required.
    expect(wrapper("portfolio").getAttribute("data-logic")).toBe("hidden");
    expect(input("portfolio").required).toBe(false);
    expect(wrapper("phone").getAttribute("data-logic")).toBe("shown");
    expect(input("phone").required).toBe(true);
    const rule = container.querySelector("#" + input("portfolio").getAttribute("aria-describedby"));
    expect(rule?.textContent).toBe(
      'Shown when Fellowship is "Data Analyst Fellowship" (required when shown).',
    );
    expect(wrapper("phone").textContent).toContain(
      'Hidden when Do not contact me is "true" (required when shown).',
    );
    expect(wrapper("fullName").querySelector("p")).toBeNull();
  });
});

describe("form-logic helpers", () => {
  const fields = schemaOf(formWidget).parse(application).fields as FormField[];

  it("reads the inputs' values: ticked checkboxes as true, a radio group's checked value", () => {
    container.innerHTML = `
      <input name="fullName" value="Asha" />
      <select name="track"><option value="">-</option><option value="data-analyst" selected>D</option></select>
      <input type="checkbox" name="noContact" checked disabled />
      <input type="radio" name="cohort" value="a" /><input type="radio" name="cohort" value="b" checked />
      <input name="other" value="not a field" />`;
    const values = readFieldValues(container, [
      ...fields,
      { name: "cohort", label: "Cohort", type: "radio" },
    ]);
    expect(values).toMatchObject({
      fullName: "Asha",
      track: "data-analyst",
      noContact: "true",
      cohort: "b",
      portfolio: "",
    });
    expect(values).not.toHaveProperty("other");
  });

  it("writes a rule in words, and no words for a field without one", () => {
    const byName = (name: string) => fields.find((field) => field.name === name)!;
    expect(ruleTextOf(byName("portfolioNotes"), fields)).toBe(
      "Shown when Portfolio link is not empty.",
    );
    expect(ruleTextOf(byName("fullName"), fields)).toBeUndefined();
  });

  it("announces nothing while the shown set stays, both directions at once otherwise", () => {
    const all = new Set(fields.map((field) => field.name));
    expect(visibilityAnnouncement(fields, all, new Set(all))).toBe("");
    const fewer = new Set([...all].filter((name) => name !== "phone"));
    const more = new Set([...fewer].filter((name) => name !== "portfolio"));
    more.add("phone");
    expect(visibilityAnnouncement(fields, fewer, more)).toBe(
      "Phone number shown. Portfolio link hidden.",
    );
  });
});
