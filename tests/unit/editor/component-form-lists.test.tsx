// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EditorFieldSpec } from "~/contract/editor-values";
import { withValueAt, type ComponentData } from "~/editor/component-form";
import { ComponentForm } from "~/editor/ComponentForm";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fields: EditorFieldSpec[] = [
  {
    key: "tags",
    label: "Tags",
    required: true,
    kind: "list",
    item: { key: "item", label: "Item", required: true, kind: "text" },
  },
  { key: "size", label: "Size", required: false, kind: "number" },
];

let container: HTMLElement;
let root: Root | undefined;
let latest: ComponentData = {};

function Harness({ start, hydrated }: { start: ComponentData; hydrated: boolean }) {
  const [data, setData] = useState(start);
  latest = data;
  return (
    <ComponentForm
      formId="t"
      fields={fields}
      data={data}
      errors={{}}
      hydrated={hydrated}
      onChange={(path, value) => setData((current) => withValueAt(current, path, value))}
      onInvalid={() => {}}
    />
  );
}

beforeEach(() => {
  container = document.createElement("div");
  document.body.replaceChildren(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

async function mount(start: ComponentData, hydrated = true) {
  await act(async () => {
    root = createRoot(container);
    root.render(<Harness start={start} hydrated={hydrated} />);
  });
}

const button = (name: string) =>
  [...container.querySelectorAll("button")].find(
    (b) => (b.getAttribute("aria-label") ?? b.textContent) === name,
  ) as HTMLButtonElement;

describe("a list in the generated form", () => {
  it("names each item's input by its index", async () => {
    await mount({ tags: ["sql", "python"] });
    const names = [...container.querySelectorAll("input")].map((input) => input.name);
    expect(names).toEqual(["cd.tags.0", "cd.tags.1", "cd.size"]);
  });

  it("adds, reorders and removes items with JavaScript", async () => {
    await mount({ tags: ["sql", "python"] });
    await act(async () => button("Add tags item").click());
    expect(latest.tags).toEqual(["sql", "python", ""]);
    await act(async () => button("Move Tags item 2 up").click());
    expect(latest.tags).toEqual(["python", "sql", ""]);
    expect((container.querySelector('[name="cd.tags.0"]') as HTMLInputElement).value).toBe(
      "python",
    );
    await act(async () => button("Remove Tags item 3").click());
    expect(latest.tags).toEqual(["python", "sql"]);
  });

  it("keeps existing items editable without JavaScript, with no list buttons", async () => {
    await mount({ tags: ["sql"] }, false);
    expect(container.querySelectorAll("button")).toHaveLength(0);
    expect(container.querySelector('[name="cd.tags.0"]')).not.toBeNull();
  });
});
