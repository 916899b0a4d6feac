import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef } from "react";
import type { WidgetProps } from "../types";
import {
  PROBLEM_DIFFICULTIES,
  PROBLEM_LIST_PAGE,
  PROBLEM_LIST_PARAMS as PARAMS,
  PROBLEM_LIST_TEXTS as TEXTS,
  PROBLEM_SEARCH_MAX,
  PROBLEM_STATUSES,
  problemCountText,
} from "~/contract/widgets/problem-list-look";
import type { ProblemListData } from "~/contract/widgets/problem-list";

/** Typing settles this long before the list follows the search (with JavaScript). */
const SEARCH_SETTLE_MS = 350;

const labelOf = <K extends string>(labels: Record<K, string>, value: string) =>
  (labels as Record<string, string>)[value] ?? value;

/**
 * PROBLEM_LIST: a GET form (search, difficulty, tag, status) and the problems the platform found
 * for it. Without JavaScript the form's button reloads the page with the filters in the address;
 * with it, a choice or a pause in typing does the same as a client navigation.
 */
export function ProblemList({ data }: WidgetProps<ProblemListData>) {
  const id = `problems-${useId().replace(/:/g, "")}`;
  const action = data.action ?? PROBLEM_LIST_PAGE;
  const submit = useSubmit();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  // After a navigation (Clear filters, back), the fields show the list's filters again; the one
  // the learner is typing in is left alone.
  const shown = [data.search ?? "", data.difficulty ?? "", data.tag ?? "", data.status ?? ""];
  useEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    [PARAMS.search, PARAMS.difficulty, PARAMS.tag, PARAMS.status].forEach((name, i) => {
      const field = fields.namedItem(name);
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) &&
        field !== document.activeElement
      )
        field.value = shown[i];
    });
    // shown is read fresh from data each render; its joined text is the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown.join("\u0000")]);
  const busy = navigation.state === "loading" && navigation.location.pathname === action;
  const follow = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
    }, delay);
  };
  const filtered = Boolean(data.search || data.difficulty || data.tag || data.status);
  return (
    <section className="problem-list__root" aria-labelledby={`${id}-count`}>
      <Form
        ref={form}
        method="get"
        action={action}
        role="search"
        className="problem-list__filters"
        onChange={(event) => {
          const typed = (event.target as HTMLElement).getAttribute("type") === "search";
          follow(typed ? SEARCH_SETTLE_MS : 0);
        }}
        preventScrollReset
      >
        <label className="problem-list__field">
          <span>{TEXTS.search}</span>
          <input
            type="search"
            name={PARAMS.search}
            defaultValue={data.search ?? ""}
            placeholder={TEXTS.searchPlaceholder}
            maxLength={PROBLEM_SEARCH_MAX}
            autoComplete="off"
            className="problem-list__input"
          />
        </label>
        <label className="problem-list__field">
          <span>{TEXTS.difficulty}</span>
          <select
            name={PARAMS.difficulty}
            defaultValue={data.difficulty ?? ""}
            className="problem-list__input"
          >
            <option value="">{TEXTS.any}</option>
            {PROBLEM_DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {TEXTS.difficultyLabels[d]}
              </option>
            ))}
          </select>
        </label>
        <label className="problem-list__field">
          <span>{TEXTS.tag}</span>
          <select name={PARAMS.tag} defaultValue={data.tag ?? ""} className="problem-list__input">
            <option value="">{TEXTS.any}</option>
            {data.tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </label>
        {data.showStatus ? (
          <label className="problem-list__field">
            <span>{TEXTS.status}</span>
            <select
              name={PARAMS.status}
              defaultValue={data.status ?? ""}
              className="problem-list__input"
            >
              <option value="">{TEXTS.any}</option>
              {PROBLEM_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {TEXTS.statusLabels[s]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className="problem-list__buttons">
          <button type="submit" className="btn btn-primary">
            {TEXTS.apply}
          </button>
          {filtered ? (
            <Link to={action} className="btn btn-secondary" replace preventScrollReset>
              {TEXTS.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      <p id={`${id}-count`} className="problem-list__count" aria-live="polite" aria-busy={busy}>
        {problemCountText(data.problems.length, data.total)}
      </p>
      {data.problems.length === 0 ? (
        <p className="problem-list__empty" role="status">
          {data.emptyText?.trim() || TEXTS.empty}
        </p>
      ) : (
        <ul className="problem-list__list" data-busy={busy || undefined}>
          {data.problems.map((problem) => (
            <li
              key={problem.problemId}
              className="problem-list__row"
              data-problem={problem.problemId}
            >
              <Link to={problem.uri} className="problem-list__title">
                {problem.title}
              </Link>
              <span className="problem-list__meta">
                <span className="problem-list__chip" data-difficulty={problem.difficulty}>
                  {labelOf(TEXTS.difficultyLabels, problem.difficulty)}
                </span>
                {problem.tags?.map((tag) => (
                  <span key={tag} className="problem-list__tag">
                    {tag}
                  </span>
                ))}
              </span>
              {problem.status ? (
                <span className="problem-list__status" data-status={problem.status}>
                  {labelOf(TEXTS.statusLabels, problem.status)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
