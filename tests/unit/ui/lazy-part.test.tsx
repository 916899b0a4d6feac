// @vitest-environment happy-dom
import { act, Component, useState, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyPart } from "~/ui/lazy-part";
import { renderToHtml } from "../../support/render";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  return (
    <p data-part="">
      Hello {name} <a href="/next">next</a>
    </p>
  );
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

/** A chunk the test releases when it wants. */
function heldChunk() {
  let release: (component: typeof Greeting) => void = () => {};
  const chunk = new Promise<typeof Greeting>((resolve) => (release = resolve));
  return { load: () => chunk, release: (component = Greeting) => release(component) };
}

/** The page around the part: a counter that works as soon as the page hydrates. */
function Page({ Part, name }: { Part: ComponentType<{ name: string }>; name: string }) {
  const [count, setCount] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        clicked {count}
      </button>
      <Part name={name} />
    </main>
  );
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

/** The server's HTML of the page, with the part rendered whole. */
async function serverHtml(): Promise<string> {
  const html = await renderToHtml(
    <Page Part={lazyPart(() => Promise.resolve(Greeting))} name="Asha" />,
  );
  return /<main>.*<\/main>/s.exec(html)![0];
}

describe("a part that loads late (React.lazy in its own Suspense boundary)", () => {
  it("is whole in the server's HTML", async () => {
    const html = await serverHtml();
    expect(html).toContain("Hello <!-- -->Asha");
    expect(html).toContain('href="/next"');
  });

  it("hydrates the page without it, then itself when its chunk arrives, with no mismatch", async () => {
    container.innerHTML = await serverHtml();
    const serverParagraph = container.querySelector("[data-part]");
    const chunk = heldChunk();
    const Part = lazyPart(chunk.load);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, <Page Part={Part} name="Asha" />);
    });
    // The page around it works while the part's code is on its way...
    act(() => container.querySelector("button")!.click());
    expect(container.querySelector("button")!.textContent).toBe("clicked 1");
    // ...and the part's HTML is the server's, its link a plain link.
    expect(container.querySelector("[data-part]")).toBe(serverParagraph);
    expect(container.querySelector('a[href="/next"]')).not.toBeNull();
    await act(async () => chunk.release());
    expect(container.querySelector("[data-part]")).toBe(serverParagraph);
    expect(container.querySelector("[data-part]")!.textContent).toBe("Hello Asha next");
    expect(errors).not.toHaveBeenCalled();
  });

  it("a render of the page before its chunk arrives does not make React give up its HTML", async () => {
    container.innerHTML = await serverHtml();
    const serverParagraph = container.querySelector("[data-part]");
    const chunk = heldChunk();
    const Part = lazyPart(chunk.load);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, <Page Part={Part} name="Asha" />);
    });
    // The page's own state changes render the page again (not a transition): the part is
    // memoised, so its still-hydrating boundary receives no update (React error #421).
    act(() => container.querySelector("button")!.click());
    await act(async () => chunk.release());
    expect(container.querySelector("[data-part]")).toBe(serverParagraph);
    expect(errors).not.toHaveBeenCalled();
  });

  it("new props before its chunk arrives wait for it, and then reach the hydrated part", async () => {
    container.innerHTML = await serverHtml();
    const serverParagraph = container.querySelector("[data-part]");
    const chunk = heldChunk();
    const Part = lazyPart(chunk.load);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    function Renaming() {
      const [name, setName] = useState("Asha");
      return (
        <main>
          <button type="button" onClick={() => setName("Ravi")}>
            clicked {name === "Asha" ? 0 : 1}
          </button>
          <Part name={name} />
        </main>
      );
    }
    await act(async () => {
      root = hydrateRoot(container, <Renaming />);
    });
    // An urgent update (a click) with new props for the part: without the transition React
    // would drop the server's HTML here (error #421) and show nothing until the chunk came.
    act(() => container.querySelector("button")!.click());
    expect(container.querySelector("button")!.textContent).toBe("clicked 1");
    expect(container.querySelector("[data-part]")).toBe(serverParagraph);
    expect(serverParagraph!.textContent).toBe("Hello Asha next");
    await act(async () => chunk.release());
    expect(container.querySelector("[data-part]")).toBe(serverParagraph);
    expect(serverParagraph!.textContent).toBe("Hello Ravi next");
    expect(errors).not.toHaveBeenCalled();
  });

  it("counts on <html> the parts still waiting for their code", async () => {
    container.innerHTML = await serverHtml();
    const chunk = heldChunk();
    const Part = lazyPart(chunk.load);
    await act(async () => {
      root = hydrateRoot(container, <Page Part={Part} name="Asha" />);
    });
    expect(document.documentElement.dataset.partsPending).toBe("1");
    await act(async () => chunk.release());
    expect(document.documentElement.dataset.partsPending).toBeUndefined();
  });

  it("after a client render, shows once its chunk is there", async () => {
    const chunk = heldChunk();
    const Part = lazyPart(chunk.load);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page Part={Part} name="Ravi" />);
    });
    expect(container.querySelector("[data-part]")).toBeNull();
    await act(async () => chunk.release());
    expect(container.querySelector("[data-part]")!.textContent).toBe("Hello Ravi next");
  });

  it("shows its fallback when the chunk cannot be loaded, and the page goes on", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Part = lazyPart<{ name: string }>(
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
    const Part = lazyPart<object>(() => Promise.resolve(Broken));
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
