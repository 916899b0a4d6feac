import { useCallback, useEffect, useRef, useState } from "react";
import { CODE_TEXTS, LANGUAGE_LABELS, type LanguageId } from "~/contract/code-values";
import type { SubmissionCode, SubmissionSummary } from "~/contract/code-history";
import { postCode } from "./code-client";
import { CodeSurface } from "./CodeSurface";
import { JUDGE_RESULT_LABELS } from "./results";
import styles from "./SubmissionHistory.module.css";
import table from "~/ui/DataTable.module.css";

type Listing =
  | { phase: "closed" | "loading" }
  | { phase: "ready"; submissions: SubmissionSummary[] }
  | { phase: "failed"; message: string };

const timeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" });
export const submittedAtText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
};
const languageText = (id: string) => LANGUAGE_LABELS[id as LanguageId] ?? id;
const verdictText = (s: SubmissionSummary) =>
  s.status === "ACCEPTED"
    ? "Accepted"
    : (s.judgeResult && JUDGE_RESULT_LABELS[s.judgeResult]) || "Not accepted";
const memoryText = (kb: number) => (kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${kb} KB`);

/**
 * The learner's submissions of this problem (newest first): time, language, verdict, runtime and
 * memory. Opening one shows its code read-only, clearly labelled, with a button that loads it
 * into the editor. Fetched when the section is opened, and again after each new submission.
 */
export function SubmissionHistory(props: {
  problemId: string;
  csrf: string;
  /** Changes when a submission finished: an open list is fetched again. */
  refreshKey: unknown;
  onLoad: (languageId: string, sourceCode: string) => void;
  dark: boolean;
}) {
  const { problemId, csrf, refreshKey, onLoad, dark } = props;
  const [open, setOpen] = useState(false);
  const [listing, setListing] = useState<Listing>({ phase: "closed" });
  const [viewed, setViewed] = useState<
    { kind: "code"; code: SubmissionCode } | { kind: "failed"; message: string }
  >();
  const abort = useRef<AbortController>();
  useEffect(() => () => abort.current?.abort(), []);

  const fetchList = useCallback(async () => {
    abort.current?.abort();
    const signal = (abort.current = new AbortController()).signal;
    setListing({ phase: "loading" });
    const answer = await postCode<{ submissions: SubmissionSummary[] }>(
      "history",
      { problemId },
      csrf,
      signal,
    );
    if (signal.aborted) return;
    setListing(
      answer.ok
        ? { phase: "ready", submissions: answer.data.submissions }
        : { phase: "failed", message: answer.message || CODE_TEXTS.failure },
    );
  }, [problemId, csrf]);

  useEffect(() => {
    if (open && csrf) void fetchList();
  }, [open, csrf, fetchList, refreshKey]);

  const view = async (submissionId: string) => {
    const answer = await postCode<SubmissionCode>("submission-code", { submissionId }, csrf);
    setViewed(
      answer.ok
        ? { kind: "code", code: answer.data }
        : { kind: "failed", message: answer.message || CODE_TEXTS.failure },
    );
  };

  return (
    <details
      className={styles.history}
      onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}
    >
      <summary className={styles.summary}>Your submissions</summary>
      {listing.phase === "loading" ? <p role="status">Loading your submissions…</p> : null}
      {listing.phase === "failed" ? (
        <p role="alert" className={styles.notice}>
          {listing.message}{" "}
          <button type="button" className={styles.link} onClick={() => void fetchList()}>
            Try again
          </button>
        </p>
      ) : null}
      {listing.phase === "ready" && listing.submissions.length === 0 ? (
        <p>No submissions yet. Submit your code to see it here.</p>
      ) : null}
      {listing.phase === "ready" && listing.submissions.length ? (
        <div className={table.scroll}>
          <table className={`${table.table} ${styles.table}`}>
            <caption className="visually-hidden">Your submissions, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Submitted</th>
                <th scope="col">Language</th>
                <th scope="col">Verdict</th>
                <th scope="col">Runtime</th>
                <th scope="col">Memory</th>
                <th scope="col">
                  <span className="visually-hidden">Code</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {listing.submissions.map((s) => (
                <tr key={s.submissionId} data-submission={s.submissionId}>
                  <td>
                    <time dateTime={s.submittedAt}>{submittedAtText(s.submittedAt)}</time>
                  </td>
                  <td>{languageText(s.languageId)}</td>
                  <td data-verdict={s.status}>{verdictText(s)}</td>
                  <td>{s.timeMs} ms</td>
                  <td>{memoryText(s.memoryKb)}</td>
                  <td>
                    <button
                      type="button"
                      className={styles.link}
                      onClick={() => void view(s.submissionId)}
                    >
                      View code
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {viewed?.kind === "failed" ? (
        <p role="alert" className={styles.notice}>
          {viewed.message}
        </p>
      ) : null}
      {viewed?.kind === "code" ? (
        <section className={styles.viewer} aria-label="Old submission (read-only)">
          <p className={styles.viewerLabel}>
            Read-only: your submission of {submittedAtText(viewed.code.submittedAt)} ·{" "}
            {languageText(viewed.code.languageId)} · {verdictText(viewed.code)}
          </p>
          <CodeSurface
            languageId={viewed.code.languageId}
            value={viewed.code.sourceCode}
            onChange={() => undefined}
            label={`Old submission, ${languageText(viewed.code.languageId)} (read-only)`}
            dark={dark}
            height="220px"
            readOnly
          />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              onClick={() => {
                onLoad(viewed.code.languageId, viewed.code.sourceCode);
                setViewed(undefined);
              }}
            >
              Load into editor
            </button>
            <button type="button" className={styles.link} onClick={() => setViewed(undefined)}>
              Close
            </button>
          </div>
        </section>
      ) : null}
    </details>
  );
}
