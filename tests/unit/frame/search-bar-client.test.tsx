// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchBar, type CategorizedSearchBar } from "~/page/frame/SearchBar";
import { SEARCH_DEBOUNCE_MS } from "~/page/frame/search-state";

/** The search bar in the browser: typing, debounce, keys, outside clicks, a chosen result. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const bar: CategorizedSearchBar = {
  categories: [
    { key: "courses", displayName: "Courses" },
    { key: "problems", displayName: "Problems" },
  ],
  action: { uri: "/api/v1/search" },
  autoIncrementSearch: true,
};

const results = [
  {
    textData: { text: "Two Sum", subText: "Arrays and hashing" },
    subText: "Warm-up",
    colorTextData: { text: "Easy", textColor: "#1B873F" },
    action: { type: "NAVIGATION", uri: "/problem/two-sum" },
  },
  {
    textData: { text: "Three Sum", subText: "Arrays" },
    action: { type: "NAVIGATION", uri: "/problem/three-sum" },
  },
];

let container: HTMLDivElement;
let root: Root;
let fetchMock: ReturnType<typeof vi.fn>;

async function mount(props: CategorizedSearchBar = bar) {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ csrfToken: "test-token" }),
      Component: () => <SearchBar bar={props} />,
    },
    { path: "/problem/:slug", Component: () => <p>problem page</p> },
  ]);
  await act(async () => root.render(<Stub initialEntries={["/"]} />));
  await act(async () => {});
}

const input = () => container.querySelector<HTMLInputElement>('input[name="searchKey"]')!;
const dropdown = () => container.querySelector<HTMLElement>('[aria-live="polite"]')!;

async function type(text: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    setter.call(input(), text);
    input().dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function key(target: Element, name: string) {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  fetchMock = vi.fn(async () => Response.json({ searchResponse: results }));
  vi.stubGlobal("fetch", fetchMock);
  container = document.createElement("div");
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("SearchBar in the browser", () => {
  it("searches 300 ms after typing stops, posting csrf, the bar's action, searchKey and category", async () => {
    await mount();
    expect(input().placeholder).toBe("Search by Courses");
    await type("tw");
    await act(async () => vi.advanceTimersByTime(100));
    await type("two");
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/search");
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual({
      csrf: "test-token",
      action: JSON.stringify({ uri: "/api/v1/search" }),
      searchKey: "two",
      category: "courses",
    });
    await act(async () => {});
    const texts = [...dropdown().querySelectorAll("a")].map((a) => a.textContent);
    expect(texts).toEqual(["Two SumArrays and hashingWarm-upEasy", "Three SumArrays"]);
    expect(dropdown().querySelector("a")!.getAttribute("href")).toBe("/problem/two-sum");
  });

  it("shows 'Loading…' while waiting and 'No results found' for an empty answer", async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((r) => (answer = r)));
    await mount();
    await type("zzz");
    await act(async () => {
      container.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true }));
    });
    expect(dropdown().textContent).toBe("Loading…");
    await act(async () => answer(Response.json({ searchResponse: [] })));
    expect(dropdown().textContent).toBe("No results found");
  });

  it("Enter searches at once; blank text does nothing", async () => {
    await mount({ ...bar, autoIncrementSearch: false });
    await type("   ");
    await act(async () => {
      container.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true }));
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await type("two");
    await act(async () => vi.advanceTimersByTime(1000));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      container.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true }));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("arrow keys move through the results, Escape closes", async () => {
    await mount();
    await type("two");
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await act(async () => {});
    const links = [...dropdown().querySelectorAll("a")];
    input().focus();
    await key(input(), "ArrowDown");
    expect(document.activeElement).toBe(links[0]);
    await key(links[0], "ArrowDown");
    expect(document.activeElement).toBe(links[1]);
    await key(links[1], "ArrowUp");
    await key(links[0], "ArrowUp");
    expect(document.activeElement).toBe(input());
    await key(input(), "Escape");
    expect(dropdown().hidden).toBe(true);
    expect(input().value).toBe("two");
  });

  it("a click outside closes the dropdown and clears the results", async () => {
    await mount();
    await type("two");
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await act(async () => {});
    expect(dropdown().hidden).toBe(false);
    await act(async () => {
      document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    });
    expect(dropdown().hidden).toBe(true);
    expect(dropdown().querySelectorAll("a")).toHaveLength(0);
  });

  it("clicking a result navigates and clears the search", async () => {
    await mount();
    await type("two");
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await act(async () => {});
    await act(async () => {
      dropdown().querySelector("a")!.click();
    });
    await act(async () => {});
    expect(container.textContent).toContain("problem page");
  });

  it("the clear button empties the text", async () => {
    await mount();
    await type("two");
    await act(async () => {
      container.querySelector<HTMLButtonElement>('[aria-label="Clear search"]')!.click();
    });
    expect(input().value).toBe("");
    await act(async () => vi.advanceTimersByTime(1000));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
