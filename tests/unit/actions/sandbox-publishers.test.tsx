// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerSandboxPublisher, sandboxIdOfAction } from "~/actions/sandbox-publishers";
import { SandboxPublishButton } from "~/actions/SandboxPublishButton";
import type { ServerAction } from "~/contract";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement("div");
  document.body.replaceChildren(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

function mount(action: ServerAction) {
  act(() => {
    root = createRoot(container);
    root.render(
      <SandboxPublishButton action={action} onPublish={() => {}}>
        Publish
      </SandboxPublishButton>,
    );
  });
  return container.querySelector("button") as HTMLButtonElement;
}

describe("CMS_CODE_SANDBOX_PUBLISH", () => {
  it("names its sandbox in context.data or requestObject", () => {
    expect(sandboxIdOfAction({ context: { data: { sandboxId: "a" } } })).toBe("a");
    expect(sandboxIdOfAction({ requestObject: { sandboxId: "b" } })).toBe("b");
    expect(sandboxIdOfAction({ requestObject: { sandboxId: 3 } })).toBeUndefined();
    expect(sandboxIdOfAction({ type: "CMS_CODE_SANDBOX_PUBLISH" })).toBeUndefined();
  });

  it("runs the publish of the workspace that registered the sandbox, and only while it is there", async () => {
    const button = mount({ type: "CMS_CODE_SANDBOX_PUBLISH", requestObject: { sandboxId: "s1" } });
    expect(button.disabled).toBe(true);

    let finish: () => void = () => {};
    const publish = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let unregister: () => void = () => {};
    act(() => {
      unregister = registerSandboxPublisher("s1", publish);
    });
    expect(button.disabled).toBe(false);
    act(() => button.click());
    expect(publish).toHaveBeenCalledTimes(1);
    // Busy while the workspace publishes: a second click cannot publish twice.
    expect(button.disabled).toBe(true);
    await act(async () => finish());
    expect(button.disabled).toBe(false);

    act(() => unregister());
    expect(button.disabled).toBe(true);
  });

  it("ignores a workspace of another sandbox", () => {
    const button = mount({ type: "CMS_CODE_SANDBOX_PUBLISH", requestObject: { sandboxId: "s2" } });
    let unregister: () => void = () => {};
    act(() => {
      unregister = registerSandboxPublisher("other", async () => {});
    });
    expect(button.disabled).toBe(true);
    act(() => unregister());
  });
});
