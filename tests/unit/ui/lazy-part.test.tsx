// @vitest-environment happy-dom
import { act, Component, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyPart } from "~/ui/lazy-part";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  return <p data-part="">Hello {name}</p>;
}

class Outer extends Component<{ children: ReactNode }, { error?: string }> {
  state: { error?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p data-outer="">{this.state.error}</p> : this.props.children;
  }
}

let container: HTMLElement;
let root: Root | undefined;
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.restoreAllMocks();
});

describe("a part loaded on demand", () => {
  it("renders at once on the server when the eager component is given", () => {
    const Part = lazyPart(Greeting, () => Promise.reject(new Error("never loaded")));
    expect(renderToString(<Part name="Asha" />)).toContain("Hello <!-- -->Asha");
  });

  it("hydrates the server's HTML once its chunk is there, without a mismatch", async () => {
    const ServerPart = lazyPart(Greeting, () => Promise.resolve(Greeting));
    container.innerHTML = renderToString(<ServerPart name="Asha" />);
    const serverParagraph = container.querySelector("[data-part]");
    let release: (c: typeof Greeting) => void = () => {};
    const chunk = new Promise<typeof Greeting>((resolve) => (release = resolve));
    const BrowserPart = lazyPart<{ name: string }>(undefined, () => chunk);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, <BrowserPart name="Asha" />);
    });
    // Waiting for the chunk: the server's HTML stays as it was.
    expect(container.querySelector("[data-part]")).toBe(serverParagraph);
    await act(async () => release(Greeting));
    expect(container.querySelector("[data-part]")).toBe(serverParagraph);
    expect(container.textContent).toBe("Hello Asha");
    expect(errors).not.toHaveBeenCalled();
  });

  it("preloaded, hydrates in one pass (no suspension) and loads its chunk once", async () => {
    const ServerPart = lazyPart(Greeting, () => Promise.resolve(Greeting));
    container.innerHTML = renderToString(<ServerPart name="Asha" />);
    const load = vi.fn(() => Promise.resolve(Greeting));
    const BrowserPart = lazyPart<{ name: string }>(undefined, load);
    await BrowserPart.preload();
    await BrowserPart.preload();
    expect(load).toHaveBeenCalledTimes(1);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    act(() => {
      root = hydrateRoot(container, <BrowserPart name="Asha" />);
    });
    // Synchronously hydrated: the text is React's and an update renders at once.
    act(() => root?.render(<BrowserPart name="Ravi" />));
    expect(container.textContent).toBe("Hello Ravi");
    expect(errors).not.toHaveBeenCalled();
  });

  it("shows its fallback when the chunk cannot be loaded, and the page goes on", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Part = lazyPart<{ name: string }>(
      undefined,
      () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /x.js")),
      <p data-fallback="">unavailable</p>,
    );
    await act(async () => {
      root = createRoot(container);
      root.render(
        <Outer>
          <Part name="Asha" />
          <p>rest of the page</p>
        </Outer>,
      );
    });
    expect(container.querySelector("[data-fallback]")).not.toBeNull();
    expect(container.textContent).toContain("rest of the page");
    expect(container.querySelector("[data-outer]")).toBeNull();
  });

  it("leaves any other error to the boundary above", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Broken(): ReactNode {
      throw new Error("a bug in the part");
    }
    const Part = lazyPart<object>(undefined, () => Promise.resolve(Broken));
    await act(async () => {
      root = createRoot(container);
      root.render(
        <Outer>
          <Part />
        </Outer>,
      );
    });
    expect(container.querySelector("[data-outer]")?.textContent).toBe("a bug in the part");
  });
});
