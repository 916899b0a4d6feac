// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pageResponseSchema, type PageResponse } from "~/contract";
import { EDITOR_TEXTS } from "~/contract/editor-values";
import type { LoggedInUser } from "~/contract/user";
import { EditablePageRoute } from "~/editor/page-route";
import type { PageEditorState, PageRouteData } from "~/shared/frame-pages";
import { editorKinds } from "~/widgets/editor-kinds.server";
import { resolveWidgetsIn } from "~/widgets/schemas.server";
import { ASHA, CSRF, renderPage, stubPage } from "../actions/harness";
import { parseHtml } from "../shell/dom";
import { settle } from "../../support/settle";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The editor is a chunk of its own (React.lazy): its modules are loaded once here, so that each
// test waits for React, not for the first import of the editor's module graph.
beforeAll(async () => {
  await import("~/editor/PageEditorLayer");
}, 60_000);

const ADMIN = { ...ASHA, userId: "usr_admin", isAdmin: true } as LoggedInUser;
const URL_IN_EDIT = "/manifesto?edit=1";

function pageWith(version: number, extraCells: Record<string, unknown>[] = []): PageResponse {
  return resolveWidgetsIn(
    pageResponseSchema.parse({
      pageId: "manifesto",
      pageVersion: version,
      pageData: { title: "Manifesto" },
      cells: [
        { id: "overview", cellType: "CELL_SECTION", position: 0 },
        {
          id: "title",
          parentId: "overview",
          position: 0,
          cellType: "CELL_COMPONENT",
          componentType: "PAGE_TITLE",
          componentData: { title: "Careers are learnt by doing" },
        },
        {
          id: "faq",
          parentId: "overview",
          position: 1,
          cellType: "CELL_COMPONENT",
          componentType: "FAQ",
          componentData: {
            questions: [{ question: "Who teaches?", answer: "Practitioners." }],
          },
        },
        {
          id: "text",
          parentId: "overview",
          position: 2,
          cellType: "CELL_COMPONENT",
          componentType: "RICH_TEXT",
          componentData: { blocks: [{ kind: "paragraph", text: "We promise feedback." }] },
        },
        ...extraCells,
      ],
    }),
  );
}

function editorFor(page: PageResponse, extra: Partial<PageEditorState> = {}): PageEditorState {
  return {
    pageId: "manifesto",
    version: page.pageVersion ?? 0,
    editable: true,
    kinds: editorKinds(),
    pageUri: "/manifesto",
    ...extra,
  };
}

function routeData(page: PageResponse, editor?: PageEditorState): PageRouteData {
  return {
    page,
    expiresAt: Date.now() + 60_000,
    framePages: {},
    drawerOpen: false,
    renderedAt: 0,
    ...(editor ? { editor } : {}),
  };
}

function hiddenFields(form: Element): Record<string, string> {
  return Object.fromEntries(
    [...form.querySelectorAll("input[type=hidden]")].map((input) => [
      input.getAttribute("name") ?? "",
      input.getAttribute("value") ?? "",
    ]),
  );
}

const frame = (scope: ParentNode, id: string) =>
  scope.querySelector(`[data-edit-cell="${id}"]`) as HTMLElement;
const op = (scope: ParentNode, id: string, name: string) =>
  frame(scope, id).querySelector(`[data-op="${name}"]`) as HTMLElement;

describe("the page editor on the server (no JavaScript)", () => {
  // The page frame's client-only hooks warn when rendered to a string under happy-dom.
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  it("outlines every cell with a toolbar of plain forms posting to /api/edit", async () => {
    const page = pageWith(7);
    const html = await renderPage(<EditablePageRoute />, {
      url: URL_IN_EDIT,
      user: ADMIN,
      pageData: routeData(page, editorFor(page)),
    });
    const doc = parseHtml(html);
    expect(
      [...doc.querySelectorAll("[data-edit-cell]")].map((e) => e.getAttribute("data-edit-cell")),
    ).toEqual(["overview", "title", "faq", "text"]);
    const up = op(doc, "faq", "up").closest("form")!;
    expect(up.getAttribute("method")).toBe("post");
    expect(up.getAttribute("action")).toBe("/api/edit");
    expect(hiddenFields(up)).toEqual({
      csrf: CSRF,
      intent: "swap-cell",
      pageId: "manifesto",
      version: "7",
      returnTo: URL_IN_EDIT,
      cellId: "faq",
      otherCellId: "title",
    });
    expect(hiddenFields(op(doc, "faq", "down").closest("form")!)).toMatchObject({
      intent: "swap-cell",
      otherCellId: "text",
    });
    expect(hiddenFields(op(doc, "faq", "delete").closest("form")!)).toMatchObject({
      intent: "delete-cell",
      cellId: "faq",
    });
    // The first cell has nothing above it, the last nothing below.
    expect(op(doc, "title", "up")).toBeNull();
    expect(op(doc, "text", "down")).toBeNull();
    // Panels open through the address; the move handle needs JavaScript.
    expect(op(doc, "faq", "edit").getAttribute("href")).toBe("/manifesto?edit=1&editCell=faq");
    expect(op(doc, "faq", "add-below").getAttribute("href")).toBe(
      "/manifesto?edit=1&addTo=overview&addAt=2",
    );
    expect(op(doc, "overview", "add-inside").getAttribute("href")).toBe(
      "/manifesto?edit=1&addTo=overview&addAt=3",
    );
    expect(op(doc, "faq", "move")).toBeNull();
    expect(doc.querySelector("[data-edit-switch=off]")?.getAttribute("href")).toBe("/manifesto");
  });

  it("opens the update panel from the address: cd.* inputs over the cell's data, errors beside them", async () => {
    const page = pageWith(7);
    const notice = {
      kind: "error" as const,
      message: EDITOR_TEXTS.invalidEdit,
      errors: {
        "componentData.questions.0.answer": "An answer is required",
        "componentData.headerData.textData.text": "Too long",
      },
    };
    const html = await renderPage(<EditablePageRoute />, {
      url: "/manifesto?edit=1&editCell=faq",
      user: ADMIN,
      pageData: routeData(page, editorFor(page, { notice })),
    });
    const doc = parseHtml(html);
    expect(doc.querySelector("[data-edit-notice]")?.textContent).toContain(
      EDITOR_TEXTS.invalidEdit,
    );
    const form = doc.querySelector("form[data-update-form]")!;
    expect(hiddenFields(form)).toMatchObject({
      intent: "update-cell",
      cellId: "faq",
      componentType: "FAQ",
      version: "7",
      returnTo: "/manifesto?edit=1&editCell=faq",
    });
    expect(JSON.parse(hiddenFields(form).componentDataBase)).toEqual({
      questions: [{ question: "Who teaches?", answer: "Practitioners." }],
    });
    const question = form.querySelector<HTMLInputElement>('[name="cd.questions.0.question"]')!;
    expect(question.getAttribute("value")).toBe("Who teaches?");
    const answer = form.querySelector('[name="cd.questions.0.answer"]')!;
    expect(answer.getAttribute("aria-invalid")).toBe("true");
    // The error is read first, then the field's help line.
    const [errorId, helpId] = answer.getAttribute("aria-describedby")!.split(" ");
    expect(doc.getElementById(errorId)?.textContent).toBe("An answer is required");
    expect(doc.getElementById(helpId)?.textContent).toMatch(/\w/);
    // An optional part not set yet starts folded, unless an error is inside it.
    expect(form.querySelector('details[data-field="cd.bgColorData"]')?.hasAttribute("open")).toBe(
      false,
    );
    expect(form.querySelector('details[data-field="cd.headerData"]')?.hasAttribute("open")).toBe(
      true,
    );
    // A yes/no posts "true" or "false" from a select.
    const openFirst = form.querySelector('select[name="cd.openFirst"]')!;
    expect([...openFirst.querySelectorAll("option")].map((o) => o.getAttribute("value"))).toEqual([
      "",
      "true",
      "false",
    ]);
    // The preview shows the cell as the page does.
    expect(doc.querySelector("[data-preview]")?.textContent).toContain("Who teaches?");
  });

  it("explains a page that cannot be edited and draws no toolbars", async () => {
    const page = pageWith(7);
    const html = await renderPage(<EditablePageRoute />, {
      url: URL_IN_EDIT,
      user: ADMIN,
      pageData: routeData(page, editorFor(page, { editable: false })),
    });
    const doc = parseHtml(html);
    expect(doc.querySelector("[data-edit-bar]")?.textContent).toContain(EDITOR_TEXTS.notEditable);
    expect(doc.querySelectorAll("[data-edit-cell]")).toHaveLength(0);
  });

  it("offers an admin the edit switch, and nobody else", async () => {
    const page = pageWith(7);
    const asAdmin = parseHtml(
      await renderPage(<EditablePageRoute />, {
        url: "/manifesto",
        user: ADMIN,
        pageData: routeData(page),
      }),
    );
    expect(asAdmin.querySelector("[data-edit-switch=on]")?.getAttribute("href")).toBe("?edit=1");
    expect(asAdmin.querySelector("[data-page-editor]")).toBeNull();
    const asLearner = parseHtml(
      await renderPage(<EditablePageRoute />, {
        url: "/manifesto",
        user: ASHA,
        pageData: routeData(page),
      }),
    );
    expect(asLearner.querySelector("[data-edit-switch]")).toBeNull();
  });
});

// ---- With JavaScript ----

let root: Root | undefined;
let container: HTMLElement;
let current: PageResponse;
let posted: Array<Record<string, string>>;
let answers: Array<{ status: number; body: unknown }>;
let broadcasts: unknown[];

beforeEach(() => {
  container = document.createElement("div");
  document.body.replaceChildren(container);
  current = pageWith(7);
  posted = [];
  answers = [];
  broadcasts = [];
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe("/api/edit");
      expect(new Headers(init.headers).get("accept")).toBe("application/json");
      const fields: Record<string, string> = {};
      for (const [name, value] of init.body as FormData) fields[name] = String(value);
      posted.push(fields);
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function mount(url = URL_IN_EDIT) {
  await act(async () => {
    root = createRoot(container);
    root.render(
      stubPage(<EditablePageRoute />, {
        url,
        user: ADMIN,
        loader: () => routeData(current, editorFor(current)),
        pageData: routeData(current, editorFor(current)),
      }),
    );
  });
  await settle(() => container.querySelector("[data-edit-bar], [data-editor]"), "the page editor");
  await flush();
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const announced = () => container.querySelector("[data-move-announcer]")?.textContent ?? "";
const status = () => container.querySelector("[data-edit-status]")?.textContent ?? "";

async function key(element: HTMLElement, name: string) {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 40)));
}

async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(element, value);
  await act(async () => {
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("the page editor with JavaScript", () => {
  it("moves a cell with the keyboard, announcing each step, and posts move-cell", async () => {
    await mount();
    const handle = op(container, "faq", "move");
    expect(handle).not.toBeNull();
    await key(handle, "Enter");
    expect(announced()).toMatch(/^Picked up FAQ cell\. Position 2 of 3 in section overview\./);
    expect(container.querySelector("[data-drop-zone][data-active=true]")).not.toBeNull();
    await key(handle, "ArrowUp");
    expect(announced()).toBe("FAQ cell. Position 1 of 3 in section overview.");
    await key(handle, "Enter");
    await flush();
    expect(announced()).toBe("Dropped FAQ cell. Position 1 of 3 in section overview.");
    expect(posted).toEqual([
      {
        csrf: CSRF,
        intent: "move-cell",
        pageId: "manifesto",
        version: "7",
        returnTo: URL_IN_EDIT,
        cellId: "faq",
        parentId: "overview",
        position: "0",
      },
    ]);
    expect(broadcasts).toEqual([
      { channel: "page", message: { type: "page-reload", pageUri: "/manifesto" } },
    ]);
  });

  it("puts a picked-up cell back on Escape without posting", async () => {
    await mount();
    const handle = op(container, "faq", "move");
    await key(handle, " ");
    await key(handle, "ArrowDown");
    await key(handle, "Escape");
    expect(announced()).toBe(
      "Move cancelled. FAQ cell is back at position 2 of 3 in section overview.",
    );
    expect(posted).toEqual([]);
  });

  it("posts Move up in place, then loads the page's new version", async () => {
    await mount();
    current = pageWith(8);
    await act(async () => (op(container, "faq", "up") as HTMLButtonElement).click());
    await flush();
    await flush();
    expect(posted[0]).toMatchObject({ intent: "swap-cell", cellId: "faq", otherCellId: "title" });
    expect(status()).toContain("Saved");
    expect(hiddenFields(op(container, "faq", "delete").closest("form")!).version).toBe("8");
  });

  it("offers Undo after a delete while that delete is the newest edit", async () => {
    await mount();
    answers.push({ status: 200, body: { ok: true, message: EDITOR_TEXTS.deleted } });
    const after = pageWith(8);
    current = { ...after, cells: after.cells.filter((cell) => cell.id !== "text") };
    await act(async () => (op(container, "text", "delete") as HTMLButtonElement).click());
    await flush();
    await flush();
    expect(status()).toContain(EDITOR_TEXTS.deleted);
    const undo = [...container.querySelectorAll("[data-edit-status] button")].find(
      (b) => b.textContent === "Undo",
    ) as HTMLButtonElement;
    expect(undo).toBeDefined();
    await act(async () => undo.click());
    await flush();
    expect(posted[1]).toMatchObject({ intent: "revert", pageId: "manifesto", version: "8" });
  });

  it("says when the page changed meanwhile (409) and reloads it on request", async () => {
    await mount();
    answers.push({ status: 409, body: { message: EDITOR_TEXTS.pageChanged } });
    await act(async () => (op(container, "faq", "down") as HTMLButtonElement).click());
    await flush();
    expect(status()).toContain(EDITOR_TEXTS.pageChanged);
    const reload = [...container.querySelectorAll("[data-edit-status] button")].find(
      (b) => b.textContent === "Reload",
    );
    expect(reload).toBeDefined();
  });

  it("edits a cell in the update panel: live preview, field errors beside the inputs, typed text kept", async () => {
    await mount();
    await act(async () => (op(container, "faq", "edit") as HTMLAnchorElement).click());
    const form = container.querySelector("form[data-update-form]") as HTMLFormElement;
    expect(form).not.toBeNull();
    answers.push({
      status: 200,
      body: {
        widget: {
          status: "ok",
          data: { questions: [{ question: "Who mentors?", answer: "Practitioners." }] },
        },
        componentData: { questions: [{ question: "Who mentors?", answer: "Practitioners." }] },
      },
    });
    const question = form.querySelector('[name="cd.questions.0.question"]') as HTMLInputElement;
    await type(question, "Who mentors?");
    await act(async () => new Promise((resolve) => setTimeout(resolve, 450)));
    await flush();
    expect(posted[0]).toMatchObject({ intent: "preview", componentType: "FAQ", cellId: "faq" });
    expect(JSON.parse(posted[0].componentData)).toEqual({
      questions: [{ question: "Who mentors?", answer: "Practitioners." }],
    });
    expect(container.querySelector("[data-preview]")?.textContent).toContain("Who mentors?");

    answers.push({
      status: 400,
      body: {
        message: EDITOR_TEXTS.invalidEdit,
        errors: { "componentData.questions.0.answer": "An answer is required" },
      },
    });
    await act(async () => {
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    await flush();
    const save = posted[posted.length - 1];
    expect(save).toMatchObject({
      intent: "update-cell",
      cellId: "faq",
      componentType: "FAQ",
      version: "7",
    });
    expect(JSON.parse(save.componentData).questions[0].question).toBe("Who mentors?");
    const answer = form.querySelector('[name="cd.questions.0.answer"]') as HTMLTextAreaElement;
    expect(answer.getAttribute("aria-invalid")).toBe("true");
    expect(form.textContent).toContain("An answer is required");
    expect(question.value).toBe("Who mentors?");
  });

  it("adds a cell: the kind picker narrows by search, then the new cell's form starts from the sample", async () => {
    await mount();
    await act(async () => (op(container, "faq", "add-below") as HTMLAnchorElement).click());
    const picker = container.querySelector("form[data-kind-picker]") as HTMLFormElement;
    const search = picker.querySelector("input[type=search]") as HTMLInputElement;
    await type(search, "faq");
    const shown = [...picker.querySelectorAll("label[data-kind]")].filter(
      (l) => !l.hasAttribute("hidden"),
    );
    expect(shown.map((l) => l.getAttribute("data-kind"))).toEqual(["FAQ"]);
    await act(async () => {
      picker.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    const form = container.querySelector("form[data-update-form]") as HTMLFormElement;
    expect(hiddenFields(form)).toMatchObject({
      intent: "add-cell",
      parentId: "overview",
      position: "2",
    });
    expect(form.querySelector('[name="cd.questions.0.question"]')).not.toBeNull();
  });
});
