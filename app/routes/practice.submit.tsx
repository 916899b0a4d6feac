import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { CODE_TEXTS } from "~/contract/code-values";
import { SubmissionVerdict } from "~/practice/RunResult";
import type { SubmissionResult } from "~/practice/results";
import { useRootCsrf } from "~/practice/use-root-csrf";
import { withLoginParam } from "~/shared/login-url";
import { submitWithoutScript } from "~server/bff/practice/submit-page.server";
import practiceStylesheet from "~/practice/practice.css";

// The area's stylesheet, linked where it is shown and not by the CSS bundle (decision 075).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: practiceStylesheet }];

export const meta: MetaFunction = () => [
  { title: "Your submission" },
  { name: "robots", content: "noindex" },
];

/** The page renders after the action (a document POST runs the loaders too): nothing to load. */
export const loader = () => null;

export const action = ({ request, context }: ActionFunctionArgs) =>
  submitWithoutScript(request, context);

/** The verdict page of the no-JavaScript submit, with the code kept for another try. */
export default function PracticeSubmitPage() {
  const data = useActionData<typeof action>();
  const csrf = useRootCsrf();
  if (!data) {
    // Reached by address, not by the problem page's form.
    return (
      <div style={{ maxWidth: 960, margin: "0 auto", padding: "24px 16px" }}>
        <h1>Your submission</h1>
        <p>
          Submit your code from a problem&apos;s page.{" "}
          <a href="/problem-group/arrays-and-strings-basics">Go to the practice problems</a>
        </p>
      </div>
    );
  }
  return (
    <div style={{ maxWidth: 960, margin: "0 auto", padding: "24px 16px" }}>
      <p>
        <a href={data.returnTo}>Back to the problem</a>
      </p>
      <h1>Your submission</h1>
      {data.verdict ? (
        <SubmissionVerdict result={data.verdict as unknown as SubmissionResult} mode="SUBMIT" />
      ) : (
        <p className="practice__notice" role="alert">
          {data.message || CODE_TEXTS.failure}{" "}
          {data.login ? <a href={withLoginParam(data.returnTo)}>Log in</a> : null}
        </p>
      )}
      {data.verdict?.status === "ACCEPTED" ? <p role="status">{CODE_TEXTS.submitted}</p> : null}
      <form method="post">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="token" value={data.token} />
        <input type="hidden" name="languageId" value={data.languageId} />
        <input type="hidden" name="returnTo" value={data.returnTo} />
        <label className="practice__label" htmlFor="resubmit-code">
          Your code
        </label>
        <textarea
          id="resubmit-code"
          name="sourceCode"
          className="practice__plainCode"
          style={{ height: 320 }}
          defaultValue={data.sourceCode}
          spellCheck={false}
        />
        <div className="practice__toolbar">
          <button type="submit" className="practice__primary practice__button">
            Submit again
          </button>
        </div>
      </form>
    </div>
  );
}
