import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
} from "react";
import type { z } from "zod";
import { useRootAuth } from "~/auth/root-auth";
import { useEarlyValue } from "~/ui/use-early-value";
import type { categorizedSearchBarSchema } from "~/contract/page";
import { useServerSearch } from "./SearchBarServerSearch";
import { SearchDropdown } from "./SearchDropdown";
import { ClearIcon, SearchIcon } from "./SearchIcons";
import type { ServerSearch } from "~/contract/search";
import { SEARCH_FIELDS } from "~/contract/values";
import { moveResultFocus, useAddressWithoutSearch } from "./search-navigation";
import { requestSearch } from "./search-request";
import {
  createSearchScheduler,
  dropdownView,
  searchPlaceholder,
  searchReducer,
  searchStateFrom,
  SEARCH_CATEGORIES_TITLE,
} from "./search-state";

export type CategorizedSearchBar = z.infer<typeof categorizedSearchBarSchema>;

const shows = (server: ServerSearch | undefined) => Boolean(server?.outcome);

/**
 * Spec 01 sections 2.3 and 4: the categorized search bar of the top navigation bar. With
 * JavaScript the search runs through the BFF (POST /api/search, CSRF-checked): with
 * autoIncrementSearch it fires 300 ms after typing stops, Enter or the icon search at once, blank
 * text does nothing, a click outside closes the results. Without it the bar is a GET form on the
 * page's own address (searchKey, category; the page's other parameters kept): the page loader
 * runs the search and the bar shows its outcome (useServerSearch), and the clear and cancel
 * controls are links to the address without the search. Results are links, so a NAVIGATION
 * result works like any link. On phones (<= 768 px) the bar folds into a search icon.
 */
export function SearchBar({ bar }: { bar: CategorizedSearchBar }) {
  const categories = bar.categories ?? [];
  const firstKey = categories[0]?.key ?? "";
  const action = bar.action;
  const { csrfToken } = useRootAuth();
  const serverSearch = useServerSearch();
  const address = useAddressWithoutSearch();
  const [state, dispatch] = useReducer(searchReducer, undefined, () =>
    searchStateFrom(serverSearch, firstKey),
  );
  // Results the server rendered show at once, on phones too (the bar opens over the screen).
  const [expanded, setExpanded] = useState(() => shows(serverSearch));
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const categoryFieldRef = useRef<HTMLSelectElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const sequence = useRef(0);
  const id = useId();
  const ids = {
    title: `${id}-title`,
    form: `${id}-form`,
    input: `${id}-input`,
    list: `${id}-list`,
  };

  const category = categories.find((c) => c.key === state.categoryKey);
  const categoryRef = useRef(state.categoryKey);
  categoryRef.current = state.categoryKey;

  const runSearch = useCallback(
    async (text: string) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      const searchId = ++sequence.current;
      dispatch({ type: "started", id: searchId });
      const answer = await requestSearch(
        { csrf: csrfToken, action: action ?? {}, text, category: categoryRef.current },
        controller.signal,
      );
      if (answer.kind === "results") {
        dispatch({ type: "succeeded", id: searchId, results: answer.results });
      } else if (answer.kind === "failed") {
        dispatch({ type: "failed", id: searchId, message: answer.message });
      }
    },
    [csrfToken, action],
  );

  const runRef = useRef(runSearch);
  runRef.current = runSearch;
  const scheduler = useMemo(
    () =>
      createSearchScheduler((text) => void runRef.current(text), {
        autoIncrementSearch: bar.autoIncrementSearch ?? false,
      }),
    [bar.autoIncrementSearch],
  );
  useEffect(() => () => scheduler.cancel(), [scheduler]);
  useEffect(() => () => abortRef.current?.abort(), []);

  /** Leaves the current search: the waiting search and the call in flight are dropped. */
  const drop = useCallback(() => {
    scheduler.cancel();
    abortRef.current?.abort();
  }, [scheduler]);

  // A new address (a link, back or forward) starts from the search its loader ran, if any. The
  // loader data alone may change without one (revalidation after an action): the user's own
  // state stays then.
  const shownFor = useRef(address.key);
  useEffect(() => {
    if (shownFor.current === address.key) return;
    shownFor.current = address.key;
    drop();
    dispatch({ type: "reset", state: searchStateFrom(serverSearch, firstKey) });
    setExpanded(shows(serverSearch));
  }, [address.key, serverSearch, firstKey, drop]);

  // A click (or tap) outside closes the dropdown and clears its results.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      drop();
      dispatch({ type: "closed" });
      setExpanded(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [drop]);

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  const categoryChosen = (key: string) => {
    drop();
    dispatch({ type: "categoryChanged", key });
    scheduler.typed(state.text);
  };
  const typed = (text: string) => {
    abortRef.current?.abort();
    dispatch({ type: "typed", text });
    scheduler.typed(text);
  };
  // A category or text given before hydration (a slow phone) is kept, the category first so that
  // the search of the text asks in it.
  useEarlyValue(categoryFieldRef, state.categoryKey, categoryChosen);
  useEarlyValue(inputRef, state.text, typed);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      drop();
      dispatch({ type: "closed" });
      inputRef.current?.focus();
      return;
    }
    moveResultFocus(event, inputRef.current, listRef.current);
  };

  const view = dropdownView(state);
  const placeholder = searchPlaceholder(category?.displayName);

  return (
    <div
      ref={rootRef}
      className="search-bar__root"
      data-frame="search-bar"
      data-expanded={expanded ? "true" : "false"}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className="search-bar__toggle"
        aria-label="Open search"
        aria-expanded={expanded}
        aria-controls={ids.form}
        onClick={() => setExpanded(true)}
      >
        <SearchIcon />
      </button>
      <form
        id={ids.form}
        role="search"
        method="get"
        action={address.pathname}
        className="search-bar__form"
        onSubmit={(event) => {
          event.preventDefault();
          scheduler.submit(state.text);
        }}
      >
        {address.rest.map(([name, value], index) => (
          <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
        ))}
        {categories.length > 0 ? (
          <div role="group" aria-labelledby={ids.title} className="search-bar__category">
            <span id={ids.title} className="visually-hidden">
              {SEARCH_CATEGORIES_TITLE}
            </span>
            <select
              name={SEARCH_FIELDS.category}
              className="search-bar__select"
              title={SEARCH_CATEGORIES_TITLE}
              aria-labelledby={ids.title}
              ref={categoryFieldRef}
              value={state.categoryKey}
              onChange={(event) => categoryChosen(event.target.value)}
            >
              {categories.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.displayName}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="search-bar__field">
          <label htmlFor={ids.input} className="visually-hidden">
            {placeholder}
          </label>
          <input
            ref={inputRef}
            id={ids.input}
            name={SEARCH_FIELDS.searchKey}
            type="text"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            className="search-bar__input"
            placeholder={placeholder}
            aria-controls={ids.list}
            aria-expanded={view.kind !== "hidden"}
            value={state.text}
            onChange={(event) => typed(event.target.value)}
          />
          <a
            href={address.href}
            role="button"
            className="search-bar__clear"
            aria-label="Clear search"
            onClick={(event) => {
              event.preventDefault();
              drop();
              dispatch({ type: "cleared" });
              inputRef.current?.focus();
            }}
          >
            <ClearIcon />
          </a>
        </div>
        <button type="submit" className="search-bar__submit" aria-label="Search">
          <SearchIcon />
        </button>
        <a
          href={address.href}
          role="button"
          className="search-bar__collapse"
          aria-label="Close search"
          onClick={(event) => {
            event.preventDefault();
            drop();
            dispatch({ type: "closed" });
            setExpanded(false);
            // Focus inside would keep the bar open (the :focus-within rule for scripts off).
            (document.activeElement as HTMLElement | null)?.blur();
          }}
        >
          Cancel
        </a>
      </form>
      <SearchDropdown
        id={ids.list}
        listRef={listRef}
        view={view}
        onChoose={() => {
          drop();
          dispatch({ type: "cleared" });
          setExpanded(false);
        }}
      />
    </div>
  );
}
