import { useCallback, useEffect, useRef, useState } from "react";
import { CODE_TEXTS, LANGUAGE_LABELS, type LanguageId } from "~/contract/code-values";
import { formatDateTime } from "~/contract/widgets/account-look";
import type { SubmissionCode, SubmissionSummary } from "~/contract/code-history";
import { postCode } from "./code-client";
import { CodeSurface } from "./CodeSurface";
import { JUDGE_RESULT_LABELS } from "./results";

type Listing =
  | { phase: "closed" | "loading" }
  | { phase: "ready"; submissions: SubmissionSummary[] }
  | { phase: "failed"; message: string };

const languageText = (id: string) => LANGUAGE_LABELS[id as LanguageId] ?? id;
const verdictText = (s: SubmissionSummary) =>
  s.status === "ACCEPTED"
    ? "Accepted"
    : (s.judgeResult && JUDGE_RESULT_LABELS[s.judgeResult]) || "Not accepted";
const memoryText = (kb: number) => (kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${kb} KB`);

/** One submission: the verdict first, then "View code", the facts and when (home time zone). */
export function SubmissionRow(props: {
  submission: SubmissionSummary;
  onView: (button: HTMLButtonElement) => void;
}) {
  const s = props.submission;
  return (
    <li className="submission-history__row" data-submission={s.submissionId}>
      <span className="submission-history__verdict" data-verdict={s.status}>
        {verdictText(s)}
      </span>
      <button
        type="button"
        className="submission-history__link"
        aria-haspopup="dialog"
        aria-label={`View code of ${formatDateTime(s.submittedAt)}`}
        onClick={(event) => props.onView(event.currentTarget)}
      >
        View code
      </button>
      <span className="submission-history__facts">
        {languageText(s.languageId)} · {s.timeMs} ms · {memoryText(s.memoryKb)}
      </span>
      <time className="submission-history__facts" dateTime={s.submittedAt}>
        {formatDateTime(s.submittedAt)}
      </time>
    </li>
  );
}

/**
 * The learner's submissions of this problem (newest first), one compact row each that fits a
 * narrow pane: the verdict first, then language, runtime, memory and time. "View code" opens the
 * code read-only in a dialog, clearly labelled, with a button that loads it into the editor.
 * Fetched when the section is opened, and again after each new submission.
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

  // The code opens in a modal dialog: Escape closes it and focus goes back to its "View code".
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const view = async (submissionId: string, button: HTMLButtonElement) => {
    opener.current = button;
    const answer = await postCode<SubmissionCode>("submission-code", { submissionId }, csrf);
    setViewed(
      answer.ok
        ? { kind: "code", code: answer.data }
        : { kind: "failed", message: answer.message || CODE_TEXTS.failure },
    );
    if (answer.ok && !dialog.current?.open) dialog.current?.showModal();
  };
  const closeDialog = () => dialog.current?.close();

  return (
    <details
      className="submission-history__history"
      onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}
    >
      <summary className="submission-history__summary">Your submissions</summary>
      {listing.phase === "loading" ? <p role="status">Loading your submissions…</p> : null}
      {listing.phase === "failed" ? (
        <p role="alert" className="submission-history__notice">
          {listing.message}{" "}
          <button
            type="button"
            className="submission-history__link"
            onClick={() => void fetchList()}
          >
            Try again
          </button>
        </p>
      ) : null}
      {listing.phase === "ready" && listing.submissions.length === 0 ? (
        <p>No submissions yet. Submit your code to see it here.</p>
      ) : null}
      {listing.phase === "ready" && listing.submissions.length ? (
        <ol className="submission-history__rows" aria-label="Your submissions, newest first">
          {listing.submissions.map((s) => (
            <SubmissionRow
              key={s.submissionId}
              submission={s}
              onView={(button) => void view(s.submissionId, button)}
            />
          ))}
        </ol>
      ) : null}
      {viewed?.kind === "failed" ? (
        <p role="alert" className="submission-history__notice">
          {viewed.message}
        </p>
      ) : null}
      <dialog
        ref={dialog}
        className="submission-history__dialog"
        aria-label="Old submission (read-only)"
        onClose={() => {
          setViewed(undefined);
          opener.current?.focus();
        }}
      >
        {viewed?.kind === "code" ? (
          <>
            <p className="submission-history__viewerLabel">
              Read-only: your submission of {formatDateTime(viewed.code.submittedAt)} ·{" "}
              {languageText(viewed.code.languageId)} · {verdictText(viewed.code)}
            </p>
            <CodeSurface
              languageId={viewed.code.languageId}
              value={viewed.code.sourceCode}
              onChange={() => undefined}
              label={`Old submission, ${languageText(viewed.code.languageId)} (read-only)`}
              dark={dark}
              height="min(420px, 55vh)"
              readOnly
            />
            <div className="submission-history__actions">
              <button
                type="button"
                className="submission-history__button"
                onClick={() => {
                  onLoad(viewed.code.languageId, viewed.code.sourceCode);
                  closeDialog();
                }}
              >
                Load into editor
              </button>
              <button
                type="button"
                className="submission-history__link"
                onClick={closeDialog}
                autoFocus
              >
                Close
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </details>
  );
}
