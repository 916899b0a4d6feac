// @vitest-environment happy-dom
import { useLoaderData } from "@remix-run/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Cell } from "~/contract";
import { EDITOR_TEXTS, type PageEditorData } from "~/contract/editor-values";
import type { FormWidgetData } from "~/contract/widgets/form";
import { FormEditorPanel } from "~/editor/form/FormEditorPanel";
import type { PageEditorState } from "~/shared/frame-pages";
import { CSRF, stubPage } from "../../actions/harness";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RETURN_TO = "/apply/fellowship?edit=1";

const editor: PageEditorData = {
  pageId: "apply-fellowship",
  version: 4,
  editable: true,
  kinds: [],
  pageUri: "/apply/fellowship",
};

function formCell(fields: FormWidgetData["fields"], formVersion = 3): Cell {
  const data: FormWidgetData = {
    formId: "fellowship-application",
    title: "Fellowship application",
    formVersion,
    fields,
  } as FormWidgetData;
  return {
    id: "form-cell",
    cellType: "CELL_COMPONENT",
    componentType: "FORM",
    widget: { status: "ok", data },
  } as Cell;
}

const FIELDS: FormWidgetData["fields"] = [
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
  { name: "consent", label: "I agree", type: "checkbox", required: true },
];

let root: Root | undefined;
let container: HTMLElement;
let cell: Cell;
let posted: Array<{ fields: Record<string, string>; accept: string | null }>;
let answers: Array<{ status: number; body: unknown }>;
let broadcasts: unknown[];

beforeEach(() => {
  container = document.createElement("div");
  document.body.replaceChildren(container);
  cell = formCell(FIELDS);
  notice = undefined;
  posted = [];
  answers = [];
  broadcasts = [];
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe("/api/edit");
      const fields: Record<string, string> = {};
      for (const [name, value] of init.body as FormData) fields[name] = String(value);
      posted.push({ fields, accept: new Headers(init.headers).get("accept") });
      const answer = answers.shift() ?? { status: 200, body: { ok: true, message: "Saved" } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  vi.stubGlobal(
    "BroadcastChannel",
    class {
      constructor(public name: string) {}
      postMessage(message: unknown) {
        broadcasts.push({ channel: this.name, message });
      }
      close() {}
    },
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let notice: { kind: "ok" | "error"; message: string } | undefined;

/** The panel under a page route whose loader gives the current cell (revalidation reads it). */
function Harness() {
  const data = useLoaderData() as { cell: Cell } | null;
  const withNotice: PageEditorState = { ...editor, notice };
  return <FormEditorPanel cell={data?.cell ?? cell} editor={withNotice} returnTo={RETURN_TO} />;
}

async function mount() {
  await act(async () => {
    root = createRoot(container);
    root.render(
      stubPage(<Harness />, {
        url: RETURN_TO,
        loader: () => ({ cell }),
        pageData: { cell },
      }),
    );
  });
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const row = (name: string) => container.querySelector(`[data-element="${name}"]`) as HTMLElement;
const button = (scope: ParentNode, action: string) =>
  scope.querySelector(`[data-action="${action}"]`) as HTMLButtonElement;

function byLabel(scope: ParentNode, text: string): HTMLInputElement & HTMLSelectElement {
  const label = [...scope.querySelectorAll("label")].find(
    (element) => element.textContent?.trim() === text,
  );
  const id = label?.getAttribute("for");
  return scope.querySelector(`[id="${id}"]`) as HTMLInputElement & HTMLSelectElement;
}

async function type(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(element, value);
  await act(async () => {
    element.dispatchEvent(
      new Event(element.tagName === "SELECT" ? "change" : "input", { bubbles: true }),
    );
  });
}

async function click(element: HTMLElement) {
  await act(async () => element.click());
  await flush();
}

describe("the form editor panel", () => {
  it("lists the elements with plain forms that post every edit's fields to /api/edit", async () => {
    await mount();
    expect(
      [...container.querySelectorAll("[data-element]")].map((e) => e.getAttribute("data-element")),
    ).toEqual(["fullName", "track", "consent"]);
    const up = button(row("track"), "up").closest("form")!;
    expect(up.getAttribute("method")).toBe("post");
    expect(up.getAttribute("action")).toBe("/api/edit");
    const hidden = Object.fromEntries(
      [...up.querySelectorAll("input[type=hidden]")].map((input) => [
        input.getAttribute("name"),
        input.getAttribute("value"),
      ]),
    );
    expect(hidden).toEqual({
      csrf: CSRF,
      intent: "swap-element",
      formId: "fellowship-application",
      version: "3",
      returnTo: RETURN_TO,
      name: "track",
      otherName: "fullName",
    });
    expect(button(row("fullName"), "up").disabled).toBe(true);
    expect(button(row("consent"), "down").disabled).toBe(true);
    const intents = [...row("track").querySelectorAll("input[name=intent]")].map((input) =>
      input.getAttribute("value"),
    );
    expect(intents).toEqual([
      "duplicate-element",
      "swap-element",
      "swap-element",
      "move-element",
      "delete-element",
    ]);
    // The move names its place (0-based) in a select that starts at the field's own.
    expect((row("track").querySelector("select[name=position]") as HTMLSelectElement).value).toBe(
      "1",
    );
  });

  it("with JavaScript sends a move as JSON's caller, reloads the page's data and tells other tabs", async () => {
    await mount();
    await click(button(row("consent"), "up"));
    expect(posted).toEqual([
      {
        accept: "application/json",
        fields: {
          csrf: CSRF,
          intent: "swap-element",
          formId: "fellowship-application",
          version: "3",
          returnTo: RETURN_TO,
          name: "consent",
          otherName: "track",
        },
      },
    ]);
    expect(container.querySelector("[data-form-editor-status]")?.textContent).toBe("Saved");
    expect(broadcasts).toEqual([
      { channel: "page", message: { type: "page-reload", pageUri: "/apply/fellowship" } },
    ]);
  });

  it("moves to a chosen place and deletes after a confirmation", async () => {
    await mount();
    await type(row("fullName").querySelector("select[name=position]")!, "2");
    await click(button(row("fullName"), "move"));
    expect(posted[0]?.fields).toMatchObject({
      intent: "move-element",
      name: "fullName",
      position: "2",
    });
    const details = row("track").querySelector("details")!;
    expect(details.open).toBe(false);
    await click(button(row("track"), "confirm-delete"));
    expect(posted[1]?.fields).toMatchObject({ intent: "delete-element", name: "track" });
  });

  it("adds a field: the element JSON from the typed draft, its name following its label", async () => {
    await mount();
    await click(button(container, "add"));
    const form = container.querySelector("[data-element-editor=add]") as HTMLElement;
    await type(byLabel(form, "Label"), "Portfolio link");
    expect(byLabel(form, "Name").value).toBe("portfolioLink");
    await type(byLabel(form, "Name"), "portfolio");
    await type(byLabel(form, "Label"), "Portfolio link (URL)");
    expect(byLabel(form, "Name").value).toBe("portfolio");
    await type(byLabel(form, "Place in the form"), "2");
    // The preview shows the new field where it will go.
    const preview = container.querySelector("[data-form-preview]")!;
    expect(
      [...preview.querySelectorAll("[data-field]")].map((e) => e.getAttribute("data-field")),
    ).toEqual(["fullName", "track", "portfolio", "consent"]);
    await click(form.querySelector("button[type=submit]") as HTMLElement);
    expect(posted[0]?.fields).toMatchObject({ intent: "add-element", position: "2" });
    expect(JSON.parse(posted[0]!.fields.element!)).toEqual({
      name: "portfolio",
      label: "Portfolio link (URL)",
      type: "text",
      required: false,
    });
    expect(container.querySelector("[data-element-editor]")).toBeNull();
  });

  it("shows a refused save's field errors beside the inputs and keeps what was typed", async () => {
    answers.push({
      status: 400,
      body: {
        message: EDITOR_TEXTS.invalidEdit,
        errors: {
          "element.name": "A field name is a letter, then letters, digits, _ . or -",
          "element.options.1.label": "An option needs a label",
        },
      },
    });
    await mount();
    await click(button(row("track"), "edit"));
    const form = container.querySelector("[data-element-editor=edit]") as HTMLElement;
    await type(byLabel(form, "Name"), "1track");
    const addOption = [...form.querySelectorAll("button")].find(
      (b) => b.textContent === "Add an option",
    )!;
    await click(addOption);
    await click(form.querySelector("button[type=submit]") as HTMLElement);
    expect(JSON.parse(posted[0]!.fields.element!).options).toHaveLength(3);
    const name = byLabel(form, "Name");
    expect(name.value).toBe("1track");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(
      container.querySelector(`#${name.getAttribute("aria-describedby")!.split(" ").pop()}`)
        ?.textContent,
    ).toBe("A field name is a letter, then letters, digits, _ . or -");
    expect(document.activeElement).toBe(name);
    expect(form.textContent).toContain("An option needs a label");
    expect(container.querySelector("[data-form-editor-error]")?.textContent).toBe(
      EDITOR_TEXTS.invalidEdit,
    );
  });

  it("shows the outcome of a no-JavaScript edit the page came back with", async () => {
    notice = { kind: "error", message: EDITOR_TEXTS.formChanged };
    await mount();
    expect(container.querySelector("[data-form-editor-error]")?.textContent).toBe(
      EDITOR_TEXTS.formChanged,
    );
  });

  it("on 409 says the form changed and offers Reload", async () => {
    answers.push({ status: 409, body: { message: EDITOR_TEXTS.formChanged } });
    await mount();
    await click(button(row("track"), "duplicate"));
    const alert = container.querySelector("[data-form-editor-error]")!;
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toContain(EDITOR_TEXTS.formChanged);
    const reload = [...alert.querySelectorAll("button")].find((b) => b.textContent === "Reload");
    expect(reload).toBeDefined();
    cell = formCell(FIELDS, 4);
    await click(reload!);
    expect(container.querySelector("[data-form-editor-error]")).toBeNull();
    expect(container.textContent).toContain("version 4");
  });

  it("edits a rule: SHOW when a select has a value, the preview running it as it is typed", async () => {
    cell = formCell([
      ...FIELDS,
      { name: "portfolio", label: "Portfolio link", type: "text", required: true },
    ]);
    await mount();
    await click(button(row("portfolio"), "rule"));
    const form = container.querySelector("[data-logic-editor]") as HTMLElement;
    expect(byLabel(form, "Field of condition 1").value).toBe("fullName");
    await type(byLabel(form, "Field of condition 1"), "track");
    const value = byLabel(form, "Value of condition 1");
    expect([...value.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Product Manager Fellowship",
      "Data Analyst Fellowship",
    ]);
    await type(value, "data-analyst");
    expect(form.querySelector("[data-rule-words]")?.textContent).toBe(
      'Shown when Fellowship is "data-analyst"',
    );
    const preview = container.querySelector("[data-form-preview]")!;
    const shown = () =>
      preview.querySelector('[data-field="portfolio"]')?.getAttribute("data-logic");
    expect(shown()).toBe("hidden");
    await type(preview.querySelector("select[name=track]")!, "data-analyst");
    expect(shown()).toBe("shown");
    await type(byLabel(form, "Operator of condition 1"), "NOT_EQUALS");
    expect(shown()).toBe("hidden");
    await type(byLabel(form, "Operator of condition 1"), "EQUALS");
    await click(form.querySelector("button[type=submit]") as HTMLElement);
    expect(posted[0]?.fields).toMatchObject({ intent: "update-element-logic", name: "portfolio" });
    expect(JSON.parse(posted[0]!.fields.logic!)).toEqual({
      action: "SHOW",
      match: "ALL",
      conditions: [{ field: "track", operator: "EQUALS", value: "data-analyst" }],
    });
  });

  it("removes a rule with an empty logic field", async () => {
    cell = formCell([
      ...FIELDS,
      {
        name: "portfolio",
        label: "Portfolio link",
        type: "text",
        logic: {
          action: "HIDE",
          match: "ANY",
          conditions: [{ field: "consent", operator: "EQUALS", value: "true" }],
        },
      },
    ]);
    await mount();
    expect(row("portfolio").querySelector("[data-element-rule]")?.textContent).toBe(
      'Hidden when I agree is "true"',
    );
    await click(button(row("portfolio"), "rule"));
    const remove = [...container.querySelectorAll("[data-logic-editor] button")].find(
      (b) => b.textContent === "Remove rule",
    )!;
    await click(remove as HTMLElement);
    expect(posted[0]?.fields).toMatchObject({
      intent: "update-element-logic",
      name: "portfolio",
      logic: "",
    });
  });
});
