import { useEffect, useState } from "react";
import type { CodeEditorData } from "~/contract/widgets/code-editor";
import { CODE_TEXTS } from "~/contract/code-values";
import { postCode } from "~/practice/code-client";
import { keepPendingHint, takePendingHint } from "~/practice/pending-hint";
import { withLoginParam } from "~/shared/login-url";

type Hint = NonNullable<CodeEditorData["hints"]>[number];

/**
 * A problem's hints: each locked one is a form posting to /practice/hint, so it unlocks before
 * the script arrives too; with the script it unlocks in place. A hint asked for while logged out
 * is unlocked once the learner is back (EDITOR_HINT).
 */
export function ProblemHints({
  problemId,
  problemGroupId,
  initialHints,
  csrf,
  loggedIn,
  returnTo,
}: {
  problemId: string;
  problemGroupId?: string;
  initialHints: Hint[];
  csrf: string;
  loggedIn: boolean;
  returnTo: string;
}) {
  const [hints, setHints] = useState<Hint[]>(initialHints);
  const [hintError, setHintError] = useState<{ message: string; login?: boolean }>();

  const unlock = async (hint: Pick<Hint, "hintId">) => {
    setHintError(undefined);
    const answer = await postCode<{ hintId: string; content: string }>(
      "hint",
      { problemId, problemGroupId, hintId: hint.hintId },
      csrf,
    );
    if (!answer.ok) {
      if (answer.login) keepPendingHint(problemId, hint.hintId);
      setHintError({ message: answer.message || CODE_TEXTS.failure, login: answer.login });
      return;
    }
    setHints((list) =>
      list.map((h) =>
        h.hintId === hint.hintId ? { ...h, unlocked: true, content: answer.data.content } : h,
      ),
    );
  };
  // EDITOR_HINT: the hint asked for before logging in is unlocked now that the learner is back.
  useEffect(() => {
    if (!loggedIn || !csrf) return;
    const pending = takePendingHint(problemId);
    if (pending) void unlock(pending);
    // unlock reads the page's problem, which does not change under us.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, csrf, problemId]);

  if (!hints.length) return null;
  return (
    <div className="practice__hints">
      <h2>Hints</h2>
      {hintError ? (
        <p className="practice__notice" role="alert">
          {hintError.message}{" "}
          {hintError.login ? <a href={withLoginParam(returnTo)}>Log in</a> : null}
        </p>
      ) : null}
      {hints.map((hint) =>
        hint.unlocked ? (
          <details key={hint.hintId} id={`hint-${hint.hintId}`} open>
            <summary>{hint.title}</summary>
            <p>{hint.content}</p>
          </details>
        ) : (
          // A form, so the hint unlocks before the script arrives too (/practice/hint).
          <form
            key={hint.hintId}
            method="post"
            action="/practice/hint"
            onSubmit={(event) => (event.preventDefault(), void unlock(hint))}
          >
            <input type="hidden" name="csrf" value={csrf} />
            <input type="hidden" name="problemId" value={problemId} />
            {problemGroupId ? (
              <input type="hidden" name="problemGroupId" value={problemGroupId} />
            ) : null}
            <input type="hidden" name="hintId" value={hint.hintId} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <p>
              <button type="submit" className="practice__button">
                Unlock {hint.title.toLowerCase()}
              </button>
            </p>
          </form>
        ),
      )}
    </div>
  );
}
