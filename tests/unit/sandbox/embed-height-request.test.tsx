// @vitest-environment happy-dom
import { act, useRef } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SANDBOX_HEIGHT_REQUEST } from "~/sandbox/embed-height";
import { useEmbedHeight } from "~/sandbox/use-embed-height";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Embed() {
  const ref = useRef<HTMLDivElement>(null);
  useEmbedHeight(ref, "sbx-1", true);
  return <div ref={ref} />;
}

describe("an embed asked for its height by the page that frames it", () => {
  const realParent = Object.getOwnPropertyDescriptor(window, "parent");
  afterEach(() => {
    if (realParent) Object.defineProperty(window, "parent", realParent);
  });

  it("reports on mount, and again when its parent asks (the parent may hydrate after it)", () => {
    const parent = { postMessage: vi.fn() };
    Object.defineProperty(window, "parent", { value: parent, configurable: true });
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<Embed />));
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    expect(parent.postMessage.mock.calls[0][0]).toMatchObject({
      type: "sandbox-height",
      sandboxId: "sbx-1",
    });

    // Someone else's request, or another message from the parent: no new report.
    window.dispatchEvent(new MessageEvent("message", { data: { type: SANDBOX_HEIGHT_REQUEST } }));
    window.dispatchEvent(
      new MessageEvent("message", { data: { type: "other" }, source: parent as never }),
    );
    expect(parent.postMessage).toHaveBeenCalledTimes(1);

    window.dispatchEvent(
      new MessageEvent("message", {
        data: { type: SANDBOX_HEIGHT_REQUEST },
        source: parent as never,
      }),
    );
    expect(parent.postMessage).toHaveBeenCalledTimes(2);
    expect(parent.postMessage.mock.calls[1][0]).toMatchObject({ type: "sandbox-height" });
    act(() => root.unmount());
  });
});
