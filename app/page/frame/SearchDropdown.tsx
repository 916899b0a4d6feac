import type { Ref } from "react";
import { ActionLink } from "~/actions/ActionLink";
import type { SearchResult } from "~/contract/search";
import { SEARCH_LOADING_TEXT, SEARCH_NO_RESULTS_TEXT, type dropdownView } from "./search-state";

/** Upstream colours are shown as given only when they look like a colour. */
const CSS_COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%]+\))$/i;

function ResultBody({ result }: { result: SearchResult }) {
  const colour = result.colorTextData;
  const textColor = colour?.textColor && CSS_COLOUR.test(colour.textColor) ? colour.textColor : "";
  return (
    <>
      <span className="search-bar__texts">
        <span className="search-bar__mainText">{result.textData?.text}</span>
        {result.textData?.subText ? (
          <span className="search-bar__subText">{result.textData.subText}</span>
        ) : null}
        {result.subText ? <span className="search-bar__extraText">{result.subText}</span> : null}
      </span>
      {colour?.text ? (
        <span
          className="search-bar__colorText"
          style={textColor ? { color: textColor } : undefined}
        >
          {colour.text}
        </span>
      ) : null}
    </>
  );
}

/**
 * The result dropdown (spec 01 section 2.3): "Loading…", "No results found", a failure, or the
 * results (main, sub, extra and coloured text), each a link that runs the result's action.
 */
export function SearchDropdown({
  id,
  listRef,
  view,
  onChoose,
}: {
  id: string;
  listRef: Ref<HTMLDivElement>;
  view: ReturnType<typeof dropdownView>;
  /** A result was chosen: its link runs, the search is cleared. */
  onChoose: () => void;
}) {
  return (
    <div
      ref={listRef}
      id={id}
      className="search-bar__dropdown"
      hidden={view.kind === "hidden"}
      aria-live="polite"
      aria-busy={view.kind === "loading"}
    >
      {view.kind === "loading" ? <p className="search-bar__status">{SEARCH_LOADING_TEXT}</p> : null}
      {view.kind === "empty" ? (
        <p className="search-bar__status">{SEARCH_NO_RESULTS_TEXT}</p>
      ) : null}
      {view.kind === "failed" ? (
        <p className="search-bar__status" role="alert">
          {view.message}
        </p>
      ) : null}
      {view.kind === "results" ? (
        <ul className="search-bar__results" aria-label="Search results">
          {view.results.map((result, index) => (
            <li key={`${index}-${result.action?.uri ?? ""}`} onClick={onChoose}>
              <ActionLink action={result.action} className="search-bar__result">
                <ResultBody result={result} />
              </ActionLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
