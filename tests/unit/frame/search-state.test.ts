import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createSearchScheduler,
  dropdownView,
  initialSearchState,
  isBlankSearch,
  SEARCH_DEBOUNCE_MS,
  searchPlaceholder,
  searchReducer,
  type SearchEvent,
  type SearchState,
} from "~/page/frame/search-state";

const result = { textData: { text: "Two Sum", subText: "Arrays" } };
const run = (events: SearchEvent[], state: SearchState = initialSearchState("courses")) =>
  events.reduce(searchReducer, state);

describe("search scheduler (spec 01 section 4, 300 ms debounce)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("with autoIncrementSearch searches 300 ms after typing stops, once, with the last text", () => {
    const search = vi.fn();
    const scheduler = createSearchScheduler(search, { autoIncrementSearch: true });
    scheduler.typed("s");
    vi.advanceTimersByTime(200);
    scheduler.typed("sq");
    vi.advanceTimersByTime(200);
    scheduler.typed("sql");
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith("sql");
    vi.advanceTimersByTime(5000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it("without autoIncrementSearch typing never searches", () => {
    const search = vi.fn();
    const scheduler = createSearchScheduler(search, { autoIncrementSearch: false });
    scheduler.typed("sql");
    vi.advanceTimersByTime(10_000);
    expect(search).not.toHaveBeenCalled();
  });

  it("Enter or the icon searches at once and drops the waiting search", () => {
    const search = vi.fn();
    const scheduler = createSearchScheduler(search, { autoIncrementSearch: true });
    scheduler.typed("two");
    expect(scheduler.submit("two")).toBe(true);
    expect(search).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it("blank text does nothing, typed or submitted", () => {
    const search = vi.fn();
    const scheduler = createSearchScheduler(search, { autoIncrementSearch: true });
    scheduler.typed("   ");
    vi.advanceTimersByTime(1000);
    expect(scheduler.submit("")).toBe(false);
    expect(scheduler.submit(" \t ")).toBe(false);
    expect(search).not.toHaveBeenCalled();
  });

  it("typing blank after text cancels the waiting search; cancel() does too", () => {
    const search = vi.fn();
    const scheduler = createSearchScheduler(search, { autoIncrementSearch: true });
    scheduler.typed("a");
    scheduler.typed("");
    vi.advanceTimersByTime(1000);
    scheduler.typed("b");
    scheduler.cancel();
    vi.advanceTimersByTime(1000);
    expect(search).not.toHaveBeenCalled();
  });
});

describe("search state", () => {
  it("first category preselected, texts of the spec", () => {
    expect(initialSearchState("courses").categoryKey).toBe("courses");
    expect(searchPlaceholder("Courses")).toBe("Search by Courses");
    expect(isBlankSearch("  ")).toBe(true);
    expect(isBlankSearch(" a ")).toBe(false);
  });

  it("shows loading, then results, then 'No results found' only once a search was performed", () => {
    let state = run([{ type: "typed", text: "sql" }]);
    expect(dropdownView(state)).toEqual({ kind: "hidden" });
    state = run([{ type: "started", id: 1 }], state);
    expect(dropdownView(state)).toEqual({ kind: "loading" });
    state = run([{ type: "succeeded", id: 1, results: [result] }], state);
    expect(state.performed).toBe(true);
    expect(dropdownView(state)).toEqual({ kind: "results", results: [result] });
    state = run(
      [
        { type: "typed", text: "zzz" },
        { type: "started", id: 2 },
        { type: "succeeded", id: 2, results: [] },
      ],
      state,
    );
    expect(dropdownView(state)).toEqual({ kind: "empty" });
  });

  it("typing resets the performed flag, and a late answer for the old text is dropped", () => {
    let state = run([
      { type: "typed", text: "sq" },
      { type: "started", id: 1 },
    ]);
    state = run([{ type: "typed", text: "sql" }], state);
    expect(state.performed).toBe(false);
    expect(state.status).toBe("idle");
    state = run([{ type: "succeeded", id: 1, results: [] }], state);
    expect(state.performed).toBe(false);
    expect(dropdownView(state)).toEqual({ kind: "hidden" });
  });

  it("a click outside (closed) closes the dropdown and clears results but keeps the text", () => {
    const state = run([
      { type: "typed", text: "two" },
      { type: "started", id: 1 },
      { type: "succeeded", id: 1, results: [result] },
      { type: "closed" },
    ]);
    expect(state.text).toBe("two");
    expect(state.results).toEqual([]);
    expect(state.open).toBe(false);
    expect(dropdownView(state)).toEqual({ kind: "hidden" });
  });

  it("clearing (clear button, chosen result) empties the text and drops answers in flight", () => {
    const state = run([
      { type: "typed", text: "two" },
      { type: "started", id: 1 },
      { type: "cleared" },
      { type: "succeeded", id: 1, results: [result] },
    ]);
    expect(state.text).toBe("");
    expect(state.results).toEqual([]);
    expect(dropdownView(state)).toEqual({ kind: "hidden" });
  });

  it("a failure shows its message; a category change clears results", () => {
    let state = run([
      { type: "typed", text: "two" },
      { type: "started", id: 1 },
      { type: "failed", id: 1, message: "Something went wrong" },
    ]);
    expect(dropdownView(state)).toEqual({ kind: "failed", message: "Something went wrong" });
    state = run([{ type: "categoryChanged", key: "problems" }], state);
    expect(state.categoryKey).toBe("problems");
    expect(state.text).toBe("two");
    expect(dropdownView(state)).toEqual({ kind: "hidden" });
  });

  it("only the newest search's answer counts", () => {
    const state = run([
      { type: "typed", text: "a" },
      { type: "started", id: 1 },
      { type: "started", id: 2 },
      { type: "succeeded", id: 2, results: [result] },
      { type: "succeeded", id: 1, results: [] },
    ]);
    expect(state.results).toEqual([result]);
  });
});
