// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NotebookKernel, NotebookOutput } from "~/sandbox/runner-types";
import Notebook from "~/sandbox/runners/notebook";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SOURCE = JSON.stringify({
  nbformat: 4,
  nbformat_minor: 5,
  metadata: {},
  cells: [
    { cell_type: "markdown", id: "m", metadata: {}, source: ["# Lists"] },
    {
      cell_type: "code",
      id: "a",
      metadata: {},
      execution_count: null,
      outputs: [],
      source: "x = 1",
    },
    {
      cell_type: "code",
      id: "b",
      metadata: {},
      execution_count: null,
      outputs: [],
      source: "oops",
    },
    { cell_type: "code", id: "c", metadata: {}, execution_count: null, outputs: [], source: "x" },
  ],
});

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function fakeKernel(answers: Record<string, NotebookOutput[]>) {
  const kernel: NotebookKernel & { ran: string[] } = {
    ran: [],
    run: vi.fn(async (source: string) => {
      kernel.ran.push(source);
      return answers[source] ?? [];
    }),
    reset: vi.fn(async () => undefined),
  };
  return kernel;
}

function render(source: string, kernel: NotebookKernel, onChange = vi.fn()) {
  act(() =>
    root.render(
      <Notebook
        source={source}
        readOnly={false}
        dark={false}
        kernel={kernel}
        onChange={onChange}
      />,
    ),
  );
  return onChange;
}

function button(name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll("button")].find(
    (b) => (b.getAttribute("aria-label") ?? b.textContent) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

function lastNotebook(onChange: ReturnType<typeof vi.fn>) {
  return JSON.parse(onChange.mock.calls.at(-1)?.[0] as string) as {
    cells: { source: string[]; execution_count?: number | null; outputs?: unknown[] }[];
  };
}

async function click(target: HTMLElement) {
  await act(async () => {
    target.click();
  });
}

describe("the notebook runner", () => {
  it("renders markdown safely and code cells as labelled editors", () => {
    render(
      JSON.stringify({
        nbformat: 4,
        metadata: {},
        cells: [
          {
            cell_type: "markdown",
            source: "# Title\n<script>alert(1)</script><img src=x onerror=alert(1)>",
          },
        ],
      }),
      fakeKernel({}),
    );
    expect(container.querySelector("h1")?.textContent).toBe("Title");
    expect(container.querySelector("script, img")).toBeNull();
  });

  it("sends the notebook as nbformat JSON after an edit", async () => {
    const onChange = render(SOURCE, fakeKernel({}));
    const editor = container.querySelector<HTMLTextAreaElement>(
      'textarea[aria-label="Cell 2 (code)"]',
    )!;
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(
        HTMLTextAreaElement.prototype,
        "value",
      )!.set!;
      setValue.call(editor, "x = 41 + 1");
      editor.dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(lastNotebook(onChange).cells[1].source).toEqual(["x = 41 + 1"]);
  });

  it("runs a cell through the kernel and shows its output and execution count", async () => {
    const kernel = fakeKernel({ "x = 1": [{ kind: "stream", name: "stdout", text: "done\n" }] });
    const onChange = render(SOURCE, kernel);
    await click(button("Run cell 2"));
    expect(kernel.ran).toEqual(["x = 1"]);
    expect(container.textContent).toContain("In [1]:");
    expect(container.querySelector('[data-stream="stdout"]')?.textContent).toBe("done\n");
    expect(lastNotebook(onChange).cells[1]).toMatchObject({
      execution_count: 1,
      outputs: [{ output_type: "stream", name: "stdout", text: ["done\n"] }],
    });
  });

  it("runs all cells in order and stops at the first error", async () => {
    const kernel = fakeKernel({
      oops: [
        { kind: "error", name: "NameError", message: "name 'oops' is not defined", traceback: [] },
      ],
    });
    render(SOURCE, kernel);
    await click(button("Run all"));
    expect(kernel.ran).toEqual(["x = 1", "oops"]);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      "NameError: name 'oops' is not defined",
    );
  });

  it("restarts the kernel: the counts start again", async () => {
    const kernel = fakeKernel({});
    render(SOURCE, kernel);
    await click(button("Run cell 2"));
    await click(button("Restart kernel"));
    expect(kernel.reset).toHaveBeenCalledOnce();
    await click(button("Run cell 3"));
    expect(container.textContent).toContain("In [1]:");
  });

  it("adds, moves and deletes cells", async () => {
    const onChange = render(SOURCE, fakeKernel({}));
    await click(button("Add code cell"));
    expect(lastNotebook(onChange).cells).toHaveLength(5);
    await click(button("Move cell 4 down"));
    expect(lastNotebook(onChange).cells.map((cell) => cell.source.join(""))).toEqual([
      "# Lists",
      "x = 1",
      "oops",
      "",
      "x",
    ]);
    await click(button("Delete cell 1"));
    expect(lastNotebook(onChange).cells).toHaveLength(4);
  });

  it("opens an invalid notebook as one empty cell with a notice", () => {
    render("{oops", fakeKernel({}));
    expect(container.querySelectorAll("textarea")).toHaveLength(1);
    expect(container.textContent).toContain("not valid JSON");
  });
});
