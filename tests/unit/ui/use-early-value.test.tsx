// @vitest-environment happy-dom
import { act, useRef, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useEarlyValue } from "~/ui/use-early-value";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A controlled select and text field, as the search bar and the problem page have them. */
function Fields({ tick }: { tick: number }) {
  const [language, setLanguage] = useState("javascript");
  const [text, setText] = useState("");
  const select = useRef<HTMLSelectElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useEarlyValue(select, language, setLanguage);
  useEarlyValue(input, text, setText);
  return (
    <form data-tick={tick}>
      <select ref={select} value={language} onChange={(e) => setLanguage(e.target.value)}>
        <option value="javascript">JavaScript</option>
        <option value="python3">Python 3</option>
      </select>
      <input ref={input} value={text} onChange={(e) => setText(e.target.value)} />
      <output>{`${language}|${text}`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** The server's HTML, changed by the learner, then hydrated and rendered once more. */
function hydrateAfter(change: (container: HTMLElement) => void): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Fields tick={0} />);
  document.body.append(container);
  change(container);
  act(() => {
    root = hydrateRoot(container, <Fields tick={0} />);
  });
  // The render that follows hydration (new props) is the one that used to reset the fields.
  act(() => root?.render(<Fields tick={1} />));
  return container;
}

describe("useEarlyValue", () => {
  it("keeps a choice and a text given before hydration, in the page and in the state", () => {
    const container = hydrateAfter((page) => {
      page.querySelector("select")!.value = "python3";
      page.querySelector("input")!.value = "typed early";
    });
    expect(container.querySelector("select")!.value).toBe("python3");
    expect(container.querySelector("input")!.value).toBe("typed early");
    expect(container.querySelector("output")!.textContent).toBe("python3|typed early");
  });

  it("takes a select showing no option of its value for the server's, not a choice", () => {
    function Unknown() {
      const [value, setValue] = useState("none-of-these");
      const select = useRef<HTMLSelectElement>(null);
      useEarlyValue(select, value, setValue);
      return (
        <div>
          <select ref={select} value={value} onChange={(e) => setValue(e.target.value)}>
            <option value="a">A</option>
            <option value="b">B</option>
          </select>
          <output>{value}</output>
        </div>
      );
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Unknown />);
    document.body.append(container);
    act(() => {
      root = hydrateRoot(container, <Unknown />);
    });
    expect(container.querySelector("output")!.textContent).toBe("none-of-these");
  });

  it("changes nothing when the learner did not touch the fields", () => {
    const container = hydrateAfter(() => {});
    expect(container.querySelector("output")!.textContent).toBe("javascript|");
  });
});
