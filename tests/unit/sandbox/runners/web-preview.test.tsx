// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PREVIEW_MESSAGE } from "~/contract/sandbox-preview";
import type { SandboxFiles } from "~/contract/sandbox-values";
import WebPreview from "~/sandbox/runners/web";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FILES: SandboxFiles = {
  "index.html": { id: "1", code: '<html><head></head><body>\n<script src="script.js"></script>' },
  "script.js": { id: "2", code: "const a = 1;\nconsole.log(a);" },
};

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  // The test page loads no frame (there is no server): the preview's address is kept aside.
  const setAttribute = Element.prototype.setAttribute;
  vi.spyOn(HTMLIFrameElement.prototype, "setAttribute").mockImplementation(function (
    this: HTMLIFrameElement,
    name: string,
    value: string,
  ) {
    setAttribute.call(this, name === "src" ? "data-src" : name, value);
  });
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The preview frame's window, with what the page posts to it recorded. */
function previewWindow() {
  const frame = container.querySelector("iframe")!;
  const target = { postMessage: vi.fn() };
  Object.defineProperty(frame, "contentWindow", { value: target });
  return target;
}

function receive(source: unknown, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, source: source as Window }));
  });
}

function entries(): string[] {
  return [...container.querySelectorAll('[role="log"] li')].map((li) => li.textContent ?? "");
}

describe("the WEB preview's messages", () => {
  it("posts the built document once the preview is ready, and again after typing pauses", () => {
    vi.useFakeTimers();
    act(() => root.render(<WebPreview files={FILES} readOnly={false} dark={false} />));
    const target = previewWindow();
    expect(target.postMessage).not.toHaveBeenCalled();
    receive(target, { type: PREVIEW_MESSAGE.ready });
    expect(target.postMessage).toHaveBeenCalledTimes(1);
    const [message, origin] = target.postMessage.mock.calls[0];
    expect(origin).toBe("*");
    expect(message).toMatchObject({ type: PREVIEW_MESSAGE.render, renderId: 1 });
    expect(message.html).toContain("console.log(a);");

    const edited = { ...FILES, "script.js": { id: "2", code: "console.log(2);" } };
    act(() => root.render(<WebPreview files={edited} readOnly={false} dark={false} />));
    expect(target.postMessage).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(400));
    expect(target.postMessage).toHaveBeenCalledTimes(2);
    expect(target.postMessage.mock.calls[1][0]).toMatchObject({ renderId: 2 });
  });

  it("shows the preview's console lines at the learner's file and line; clears them", () => {
    act(() => root.render(<WebPreview files={FILES} readOnly={false} dark={false} />));
    const target = previewWindow();
    receive(target, { type: PREVIEW_MESSAGE.ready });
    const html: string = target.postMessage.mock.calls[0][0].html;
    const line = html.split("\n").indexOf("console.log(a);") + 1;
    receive(target, { type: PREVIEW_MESSAGE.log, renderId: 1, level: "log", message: "1", line });
    expect(entries()).toEqual(["log1script.js:2"]);
    act(() => container.querySelector<HTMLButtonElement>("button")!.click());
    expect(entries()).toEqual(["No console output yet."]);
  });

  it("ignores messages from anything but its frame, and lines of an older document", () => {
    act(() => root.render(<WebPreview files={FILES} readOnly={false} dark={false} />));
    const target = previewWindow();
    receive(target, { type: PREVIEW_MESSAGE.ready });
    const log = { type: PREVIEW_MESSAGE.log, level: "error", message: "forged" };
    receive(window, { ...log, renderId: 1 });
    receive({ postMessage() {} }, { ...log, renderId: 1 });
    receive(target, { ...log, renderId: 7 });
    receive(target, { ...log, renderId: 1, level: "alert" });
    expect(entries()).toEqual(["No console output yet."]);
  });
});
