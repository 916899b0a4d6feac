import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { ASSISTANT_LIMITS } from "~/contract/assistant-values";
import { ACTION_FIELDS } from "~/contract/values";
import { SafeMarkdown } from "~/assistant/SafeMarkdown";
import styles from "~/assistant/assistant.module.css";
import { useRootCsrf } from "~/practice/use-root-csrf";
import { withLoginParam } from "~/shared/login-url";
import { answerAssistantPage } from "~server/bff/assistant/assistant-route.server";

export const meta: MetaFunction = () => [
  { title: "AI assistant" },
  { name: "robots", content: "noindex" },
];

/** The page renders after the action (a document POST runs the loaders too): nothing to load. */
export const loader = () => null;

export const action = ({ request, context }: ActionFunctionArgs) =>
  answerAssistantPage(request, context);

/**
 * The AI assistant without JavaScript: the form on a problem or compiler page posts here and
 * gets the whole reply as a page, with a box to ask again and the way back.
 */
export default function AssistantPage() {
  const data = useActionData<typeof action>();
  const csrf = useRootCsrf();
  return (
    <div style={{ maxWidth: 820, margin: "0 auto", padding: "24px 16px" }}>
      <h1>AI assistant</h1>
      {!data ? (
        <p>
          Ask the assistant from a problem&apos;s page.{" "}
          <a href="/problem-group/arrays-and-strings-basics">Go to the practice problems</a>
        </p>
      ) : (
        <>
          <p>
            <a href={data.returnTo}>Back to where you were</a>
          </p>
          {data.question ? (
            <div className={styles.learner}>
              <p>{data.question}</p>
            </div>
          ) : null}
          {data.reply ? (
            <div className={styles.reply} data-assistant-reply="">
              <SafeMarkdown text={data.reply} />
            </div>
          ) : null}
          {data.error ? (
            <p className={styles.error} role="alert">
              {data.error} {data.login ? <a href={withLoginParam(data.returnTo)}>Log in</a> : null}
            </p>
          ) : null}
          {data.action ? (
            <form method="post" className={styles.plainForm}>
              <input type="hidden" name={ACTION_FIELDS.csrf} value={csrf} />
              <input type="hidden" name={ACTION_FIELDS.action} value={data.action} />
              <input type="hidden" name="returnTo" value={data.returnTo} />
              <input type="hidden" name="intent" value="ASK" />
              <label>
                Ask again
                <textarea name="question" rows={3} maxLength={ASSISTANT_LIMITS.questionChars} />
              </label>
              <button type="submit" className={styles.primary}>
                Ask
              </button>
            </form>
          ) : null}
        </>
      )}
    </div>
  );
}
