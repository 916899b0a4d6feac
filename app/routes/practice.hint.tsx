import type { ActionFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { CODE_TEXTS } from "~/contract/code-values";
import { withLoginParam } from "~/shared/login-url";
import { unlockHintWithoutScript } from "~server/bff/practice/hint-page.server";
import practiceStylesheet from "~/practice/practice.css";

// The area's stylesheet, linked where it is shown and not by the CSS bundle (decision 075).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: practiceStylesheet }];

export const meta: MetaFunction = () => [
  { title: "Unlock a hint" },
  { name: "robots", content: "noindex" },
];

/** The page renders after the action (a document POST runs the loaders too): nothing to load. */
export const loader = () => null;

export const action = ({ request, context }: ActionFunctionArgs) =>
  unlockHintWithoutScript(request, context);

/** The no-JavaScript hint unlock's answer when it failed (success goes back to the problem). */
export default function PracticeHintPage() {
  const data = useActionData<typeof action>();
  return (
    <div style={{ maxWidth: 960, margin: "0 auto", padding: "24px 16px" }}>
      <h1>Unlock a hint</h1>
      {data ? (
        <>
          <p className="practice__notice" role="alert">
            {data.message || CODE_TEXTS.failure}{" "}
            {data.login ? <a href={withLoginParam(data.returnTo)}>Log in</a> : null}
          </p>
          <p>
            <a href={data.returnTo}>Back to the problem</a>
          </p>
        </>
      ) : (
        <p>
          Unlock a hint from a problem&apos;s page.{" "}
          <a href="/problem-group/arrays-and-strings-basics">Go to the practice problems</a>
        </p>
      )}
    </div>
  );
}
