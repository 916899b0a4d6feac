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
import { useLocation } from "@remix-run/react";
import { z } from "zod";
import { ActionLink } from "~/actions/ActionLink";
import { useRootAuth } from "~/auth/root-auth";
import type { categorizedSearchBarSchema } from "~/contract/page";
import styles from "./SearchBar.module.css";
import {
  SEARCH_FIELDS,
  SEARCH_ROUTE,
  searchResponseSchema,
  type SearchResult,
  type ServerSearch,
} from "./search-contract";
import { useServerSearch } from "./SearchBarServerSearch";
import {
  createSearchScheduler,
  dropdownView,
  searchPlaceholder,
  searchReducer,
  searchStateFrom,
  withoutSearchQuery,
  SEARCH_CATEGORIES_TITLE,
  SEARCH_LOADING_TEXT,
  SEARCH_NO_RESULTS_TEXT,
} from "./search-state";

export type CategorizedSearchBar = z.infer<typeof categorizedSearchBarSchema>;

const SOMETHING_WENT_WRONG = "Something went wrong";
const errorAnswerSchema = z.object({ message: z.string() }).passthrough();

/** Upstream colours are shown as given only when they look like a colour. */
const CSS_COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%]+\))$/i;

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function ResultBody({ result }: { result: SearchResult }) {
  const colour = result.colorTextData;
  const textColor = colour?.textColor && CSS_COLOUR.test(colour.textColor) ? colour.textColor : "";
  return (
    <>
      <span className={styles.texts}>
        <span className={styles.mainText}>{result.textData?.text}</span>
        {result.textData?.subText ? (
          <span className={styles.subText}>{result.textData.subText}</span>
        ) : null}
        {result.subText ? <span className={styles.extraText}>{result.subText}</span> : null}
      </span>
      {colour?.text ? (
        <span className={styles.colorText} style={textColor ? { color: textColor } : undefined}>
          {colour.text}
        </span>
      ) : null}
    </>
  );
}

/** The focusable results, in order (links; disabled buttons are skipped by the browser too). */
function resultTargets(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")] : [];
}

const shows = (server: ServerSearch | undefined) => Boolean(server?.outcome);

/** The page's address without the search: where the clear and cancel links go without JS. */
function useAddressWithoutSearch() {
  const location = useLocation();
  const rest = withoutSearchQuery(location.search);
  const query = rest.toString();
  return {
    pathname: location.pathname,
    rest: [...rest.entries()],
    href: query ? `${location.pathname}?${query}` : location.pathname,
    key: location.key,
  };
}

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
  const uri = bar.action?.uri ?? "";
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
      const body = new URLSearchParams({
        csrf: csrfToken,
        [SEARCH_FIELDS.uri]: uri,
        [SEARCH_FIELDS.searchKey]: text.trim(),
        [SEARCH_FIELDS.category]: categoryRef.current,
      });
      try {
        const res = await fetch(SEARCH_ROUTE, {
          method: "POST",
          body,
          headers: { Accept: "application/json" },
          signal: controller.signal,
        });
        const json: unknown = await res.json().catch(() => null);
        if (!res.ok) {
          const error = errorAnswerSchema.safeParse(json);
          const message = error.success && error.data.message ? error.data.message : "";
          dispatch({ type: "failed", id: searchId, message: message || SOMETHING_WENT_WRONG });
          return;
        }
        const answer = searchResponseSchema.safeParse(json);
        if (answer.success) {
          dispatch({ type: "succeeded", id: searchId, results: answer.data.searchResponse });
        } else {
          dispatch({ type: "failed", id: searchId, message: SOMETHING_WENT_WRONG });
        }
      } catch {
        if (!controller.signal.aborted) {
          dispatch({ type: "failed", id: searchId, message: SOMETHING_WENT_WRONG });
        }
      }
    },
    [csrfToken, uri],
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      drop();
      dispatch({ type: "closed" });
      inputRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const targets = resultTargets(listRef.current);
    const at = targets.indexOf(document.activeElement as HTMLElement);
    const fromInput = document.activeElement === inputRef.current;
    if (!fromInput && at === -1) return;
    if (targets.length === 0) return;
    event.preventDefault();
    if (event.key === "ArrowDown")
      targets[fromInput ? 0 : Math.min(at + 1, targets.length - 1)].focus();
    else if (at <= 0) inputRef.current?.focus();
    else targets[at - 1].focus();
  };

  const view = dropdownView(state);
  const placeholder = searchPlaceholder(category?.displayName);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      data-expanded={expanded ? "true" : "false"}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className={styles.toggle}
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
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          scheduler.submit(state.text);
        }}
      >
        {address.rest.map(([name, value], index) => (
          <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
        ))}
        {categories.length > 0 ? (
          <div role="group" aria-labelledby={ids.title} className={styles.category}>
            <span id={ids.title} className="visually-hidden">
              {SEARCH_CATEGORIES_TITLE}
            </span>
            <select
              name={SEARCH_FIELDS.category}
              className={styles.select}
              title={SEARCH_CATEGORIES_TITLE}
              aria-labelledby={ids.title}
              value={state.categoryKey}
              onChange={(event) => {
                drop();
                dispatch({ type: "categoryChanged", key: event.target.value });
                scheduler.typed(state.text);
              }}
            >
              {categories.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.displayName}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={styles.field}>
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
            className={styles.input}
            placeholder={placeholder}
            aria-controls={ids.list}
            aria-expanded={view.kind !== "hidden"}
            value={state.text}
            onChange={(event) => {
              abortRef.current?.abort();
              dispatch({ type: "typed", text: event.target.value });
              scheduler.typed(event.target.value);
            }}
          />
          <a
            href={address.href}
            role="button"
            className={styles.clear}
            aria-label="Clear search"
            onClick={(event) => {
              event.preventDefault();
              drop();
              dispatch({ type: "cleared" });
              inputRef.current?.focus();
            }}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </a>
        </div>
        <button type="submit" className={styles.submit} aria-label="Search">
          <SearchIcon />
        </button>
        <a
          href={address.href}
          role="button"
          className={styles.collapse}
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
      <div
        ref={listRef}
        id={ids.list}
        className={styles.dropdown}
        hidden={view.kind === "hidden"}
        aria-live="polite"
        aria-busy={view.kind === "loading"}
      >
        {view.kind === "loading" ? <p className={styles.status}>{SEARCH_LOADING_TEXT}</p> : null}
        {view.kind === "empty" ? <p className={styles.status}>{SEARCH_NO_RESULTS_TEXT}</p> : null}
        {view.kind === "failed" ? (
          <p className={styles.status} role="alert">
            {view.message}
          </p>
        ) : null}
        {view.kind === "results" ? (
          <ul className={styles.results} aria-label="Search results">
            {view.results.map((result, index) => (
              // A chosen result runs its action (the link) and the search is cleared.
              <li
                key={`${index}-${result.action?.uri ?? ""}`}
                onClick={() => {
                  drop();
                  dispatch({ type: "cleared" });
                  setExpanded(false);
                }}
              >
                <ActionLink action={result.action} className={styles.result}>
                  <ResultBody result={result} />
                </ActionLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
